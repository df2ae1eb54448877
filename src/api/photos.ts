import os from "node:os";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { FORM_ENDPOINTS } from "../lib/forms/endpoints";
import { PHOTO_AGAIN, photoWordingValues, uploadFieldWording, type PhotoUploadField } from "../lib/forms/field-wording";
import { checkEmail, checkName, checkPlainText, LIMITS, type FieldError } from "../lib/forms/forms";
import type { PhotoRefusal, PhotoUploadErrors } from "../lib/forms/photo-upload";
import { database } from "../server/data/open-database";
import { crossSiteProblem } from "../server/auth/request-checks";
import { localPath, refuseMethod } from "../server/auth/staff-requests";
import type { Database } from "../server/data/database";
import { CONSENTED, formAnswer, keptForm, overLimit, pageLanguage, type FormAnswer, type KeptForm } from "../server/http/public-form";
import { limitConcurrency } from "../lib/concurrency";
import { HttpError } from "../server/http/json-error";
import { MultipartError, readMultipartRequest, removeFormFile, type MultipartForm } from "../server/http/multipart";
import { cleanPhoto } from "../server/photos/clean-photo";
import { maxPhotoBytes, photoBodyLimit, photoRules } from "../server/photos/photo-rules";
import { storePhotoSubmission, type StoredPhoto } from "../server/photos/photo-submissions";
import { fitsInQueue, QUEUE_FULL_RETRY_AFTER_SECONDS, REVIEW_QUEUE_CAP, reviewQueueSize } from "../server/photos/review-queue";
import { fileStore } from "../server/storage/open-file-store";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/photos: a guest's photo for the gallery, from the upload form (multipart/form-data), with
 * or without script. Fields: name, email, photo, caption, consent; `from` (the form's page) and
 * `website` (a field people never see: whoever fills it is a robot, told "sent" and ignored).
 * The origin, the review queue's room (review-queue.ts) and the address's hourly limit are checked
 * before the body is read, and the queue again, at the photo's cleaned size, as it is stored; the production
 * server then streams the photo to a temporary file (removed however the request ends), never into
 * memory. The photo is checked by its bytes, cleaned of all metadata and kept for the staff's review;
 * nothing is public before a staff member approves it.
 * Answers 202 JSON { ok: true }, or a JSON error with a `code` the page turns into its message, and for
 * a field its `fields`. A form post without script gets a 303 back to `from` with `?upload=<code>`.
 * A full queue is answered 503 "queueFull" with Retry-After: the service, not the visitor, is out of
 * room for a while (429 would blame this address; 507 is WebDAV's, for a store that failed to write,
 * and defines no Retry-After).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "multipart/form-data", limit: photoBodyLimit() } },
};
// Exported under a string name: Gatsby's query extractor would take `export const config` for a page config.
export { functionConfig as "config" };

export type PhotoUploadCode = "sent" | "fields" | "fileType" | "fileSize" | "tooSmall" | "tooManyPixels" | "tooMany" | "queueFull" | "crossSite" | "failed";

/** Per address: enough for a family's best shots, too few to flood the review queue. */
export const UPLOADS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60_000 };

const decodeOneAtATime = limitConcurrency(Math.max(1, os.availableParallelism() - 1));

async function photos(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  // The form's page, until its `from` field is read: a refusal before the body goes back to it.
  let from = refererPage(req, "/pt/");
  // Once the form is read: what was typed, and what was refused, for the page answered without script.
  let kept: (() => KeptForm) | undefined;
  const answer = formAnswer<PhotoUploadCode>(
    req,
    res,
    "upload",
    () => from,
    () => kept?.(),
  );

  const crossSite = crossSiteProblem(req);
  if (crossSite) return answer(403, "crossSite", crossSite);
  const contentType = req.headers["content-type"] ?? "";
  // Only the photo form's own kind of body is read (other kinds reach the handler parsed: JSON, a urlencoded form).
  if (!/^multipart\/form-data\b/i.test(contentType)) return answer(415, "fields", "send the form as multipart/form-data");
  const db = await database();
  // Nothing is uploaded while the queue is full: everyone is told so at once, whatever their address.
  if (!fitsInQueue(await reviewQueueSize(db))) return refuseQueueFull(res, answer);
  // Asked before the body is read: an address over its limit is told so before it sends a photo. Only
  // an upload that is then read and found valid is counted, below.
  if (await overLimit(db, req, res, "photos", UPLOADS_PER_ADDRESS, answer, true)) return;

  let form: MultipartForm;
  try {
    form = await readMultipartRequest(req, contentType, { fileBytes: maxPhotoBytes(), fieldBytes: 2048, fields: 8 });
  } catch (error) {
    if (error instanceof MultipartError) {
      if (error.problem === "fileSize") return answer(413, "fileSize", `the photo is larger than ${maxPhotoBytes()} bytes`);
      return answer(400, "fields", error.problem === "tooManyFiles" ? "send one photo at a time" : "the form could not be read");
    }
    // Too many uploads at once (Retry-After is set): the page says so in its own words.
    if (error instanceof HttpError && error.status === 429) return answer(429, "tooMany", error.message);
    if (error instanceof HttpError && error.status === 503) return answer(503, "failed", error.message);
    // The body's own failure (too large, stalled, cut off) is answered by the server as it is.
    if (error instanceof HttpError) throw error;
    console.error("photos: the upload could not be received:", error);
    return answer(503, "failed", "the photo could not be received: try again later");
  }
  try {
    from = localPath(form.fields["from"], "/pt/");
    await judgeAndStore(req, res, db, form, from, answer, (problems) => (kept = problems ? () => keptUpload(form.fields, from, problems) : undefined));
  } finally {
    await removeFormFile(form);
  }
}

/**
 * The page a browser posted from, by its Referer (the site's policy sends the whole address to its own
 * pages), as a local path only; the fallback without one. Only where a refusal sends this request is
 * decided by it.
 */
function refererPage(req: GatsbyFunctionRequest<unknown>, fallback: string): string {
  try {
    return localPath(new URL(req.headers.referer ?? "").pathname, fallback);
  } catch {
    return fallback;
  }
}

/** The fields and the photo judged, then the photo cleaned and stored for review. */
async function judgeAndStore(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
  db: Database,
  form: MultipartForm,
  from: string,
  answer: FormAnswer<PhotoUploadCode>,
  /** What to give back to the page without script, once judged; null: nothing, the page's message says it all. */
  keep: (problems: PhotoUploadErrors | null) => void,
): Promise<void> {
  const fields = form.fields;
  if ((fields["website"] ?? "") !== "") return answer(202, "sent", "");

  const problems: PhotoUploadErrors = {};
  keep(problems);
  const check = (field: keyof PhotoUploadErrors, error: FieldError | null) => error && (problems[field] = error);
  check("name", checkName(fields["name"] ?? "", LIMITS.name));
  check("email", checkEmail(fields["email"] ?? ""));
  check("caption", checkPlainText(fields["caption"] ?? "", LIMITS.caption, false));
  check("consent", CONSENTED.has(fields["consent"] ?? "") ? null : "consent");
  check("photo", form.file && form.file.field === "photo" && form.file.size > 0 ? null : "required");
  if (!form.file || Object.keys(problems).length > 0) return answer(400, "fields", "some fields are missing or invalid", { fields: problems });

  if (await overLimit(db, req, res, "photos", UPLOADS_PER_ADDRESS, answer)) return;

  const file = form.file;
  const photo = await decodeOneAtATime(() => cleanPhoto(file.data));
  if (!photo.ok) {
    problems.photo = photo.problem;
    const status = photo.problem === "fileType" ? 415 : 422;
    return answer(status, photo.problem, `the photo was refused: ${photo.problem}`);
  }
  let stored: StoredPhoto;
  try {
    stored = await storePhotoSubmission(db, await fileStore(), {
      guestName: (fields["name"] ?? "").trim(),
      guestEmail: (fields["email"] ?? "").trim(),
      caption: (fields["caption"] ?? "").trim(),
      language: pageLanguage(from),
      photo,
    });
  } catch (error) {
    console.error("photos: the upload could not be stored:", error);
    return answer(503, "failed", "the photo could not be stored: try again later");
  }
  if (!stored.stored) {
    // The queue filled while this photo arrived. Without script, the page's own message says so: the
    // photo must be chosen again anyway, and the visitor is asked to come back in days, not minutes.
    keep(null);
    return refuseQueueFull(res, answer);
  }
  await answer(202, "sent", "");
}

/** The review queue has no room: 503 with Retry-After, and the reason in the visitor's words. */
function refuseQueueFull(res: GatsbyFunctionResponse, answer: FormAnswer<PhotoUploadCode>): Promise<void> {
  res.setHeader("Retry-After", String(QUEUE_FULL_RETRY_AFTER_SECONDS));
  return answer(
    503,
    "queueFull",
    `the review queue is full (at most ${REVIEW_QUEUE_CAP.photos} photos or ${REVIEW_QUEUE_CAP.bytes} bytes wait for review): try again in a few days`,
    { retryAfter: QUEUE_FULL_RETRY_AFTER_SECONDS },
  );
}

/**
 * What a refused upload gives back to its page without script: name, e-mail, caption and consent as
 * sent, each refusal by its field. No browser lets a page choose a file for its visitor, so the photo
 * field always asks for the photo again, unless it has a refusal of its own to say.
 */
function keptUpload(fields: Readonly<Record<string, string>>, from: string, problems: PhotoUploadErrors): KeptForm {
  const sent = (field: string) => fields[field] ?? "";
  const values = { name: sent("name"), email: sent("email"), photo: "", caption: sent("caption"), consent: sent("consent") };
  const limits = photoWordingValues(photoRules(), pageLanguage(from));
  const form = keptForm(FORM_ENDPOINTS.photoUpload, values, problems, (field: PhotoUploadField, problem: FieldError | PhotoRefusal) =>
    uploadFieldWording(field, problem, limits),
  );
  return { ...form, errors: { photo: PHOTO_AGAIN, ...form.errors } };
}

export default apiHandler(photos);
