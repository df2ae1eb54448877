import os from "node:os";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { checkEmail, checkName, checkPlainText, LIMITS, type FieldError } from "../lib/forms/forms";
import { database } from "../server/data/open-database";
import { crossSiteProblem } from "../server/auth/request-checks";
import { localPath, refuseMethod } from "../server/auth/staff-requests";
import { CONSENTED, formAnswer, overLimit, pageLanguage } from "../server/http/public-form";
import { limitConcurrency } from "../server/concurrency";
import { MultipartError, multipartFromHost, parseMultipart } from "../server/http/multipart";
import { cleanPhoto } from "../server/photos/clean-photo";
import { MAX_PHOTO_BYTES, PHOTO_BODY_LIMIT } from "../server/photos/photo-rules";
import { storePhotoSubmission } from "../server/photos/photo-submissions";
import { fileStore } from "../server/storage/open-file-store";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/photos: a guest's photo for the gallery, from the upload form (multipart/form-data), with
 * or without script. Fields: name, email, photo, caption, consent; `from` (the form's page) and
 * `website` (a field people never see: whoever fills it is a robot, told "sent" and ignored).
 * The photo is checked by its bytes, cleaned of all metadata and kept for the staff's review; nothing
 * is public before a staff member approves it.
 * Answers 202 JSON { ok: true }, or a JSON error with a `code` the page turns into its message, and for
 * a field its `fields`. A form post without script gets a 303 back to `from` with `?upload=<code>`.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "multipart/form-data", limit: PHOTO_BODY_LIMIT } },
};
// Exported under a string name: Gatsby's query extractor would take `export const config` for a page config.
export { functionConfig as "config" };

export type PhotoUploadCode = "sent" | "fields" | "fileType" | "fileSize" | "tooSmall" | "tooManyPixels" | "tooMany" | "crossSite" | "failed";

/** Per address: enough for a family's best shots, too few to flood the review queue. */
export const UPLOADS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60_000 };

const decodeOneAtATime = limitConcurrency(Math.max(1, os.availableParallelism() - 1));

async function photos(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  let from = "/pt/";
  const answer = formAnswer<PhotoUploadCode>(req, res, "upload", () => from);

  const crossSite = crossSiteProblem(req);
  if (crossSite) return answer(403, "crossSite", crossSite);
  const contentType = req.headers["content-type"] ?? "";
  // Only the photo form's own kind of body is read (other kinds reach the handler parsed: JSON, a urlencoded form).
  if (!/^multipart\/form-data\b/i.test(contentType)) return answer(415, "fields", "send the form as multipart/form-data");

  let form;
  try {
    const limits = { fileBytes: MAX_PHOTO_BYTES, fieldBytes: 2048, fields: 8 };
    const hostFiles = (req as { files?: unknown }).files;
    form = Buffer.isBuffer(req.body) ? await parseMultipart(req.body, contentType, limits) : multipartFromHost(req.body, hostFiles, limits);
  } catch (error) {
    const problem = error instanceof MultipartError ? error.problem : "malformed";
    if (problem === "fileSize") return answer(413, "fileSize", `the photo is larger than ${MAX_PHOTO_BYTES} bytes`);
    return answer(400, "fields", problem === "tooManyFiles" ? "send one photo at a time" : "the form could not be read");
  }
  const fields = form.fields;
  from = localPath(fields["from"], "/pt/");
  if ((fields["website"] ?? "") !== "") return answer(202, "sent", "");

  const problems: Record<string, FieldError> = {};
  const check = (field: string, error: FieldError | null) => error && (problems[field] = error);
  check("name", checkName(fields["name"] ?? "", LIMITS.name));
  check("email", checkEmail(fields["email"] ?? ""));
  check("caption", checkPlainText(fields["caption"] ?? "", LIMITS.caption, false));
  check("consent", CONSENTED.has(fields["consent"] ?? "") ? null : "consent");
  check("photo", form.file && form.file.field === "photo" && form.file.bytes.length > 0 ? null : "required");
  if (Object.keys(problems).length > 0) return answer(400, "fields", "some fields are missing or invalid", { fields: problems });

  const db = await database();
  if (await overLimit(db, req, res, "photos", UPLOADS_PER_ADDRESS, answer)) return;

  const photo = await decodeOneAtATime(() => cleanPhoto(form.file?.bytes ?? Buffer.alloc(0)));
  if (!photo.ok) {
    const status = photo.problem === "fileType" ? 415 : 422;
    return answer(status, photo.problem, `the photo was refused: ${photo.problem}`);
  }
  try {
    await storePhotoSubmission(db, await fileStore(), {
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
  answer(202, "sent", "");
}

export default apiHandler(photos);
