import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { readApproval } from "../lib/forms/photo-review";
import { database } from "../server/data/open-database";
import { formFields, refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { requestBuild } from "../server/photos/build-hook";
import { isSubmissionId, photoSubmission, reviewPhotoSubmission, type Review } from "../server/photos/photo-submissions";
import { fileStore } from "../server/storage/open-file-store";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/photo-review: a staff decision on a guest's photo. Fields: id, decision ("approve" or
 * "reject"), and for an approval the caption to publish and the credit line (both may be edited, and
 * default to the guest's), and optionally `captionOther`, the caption in the site's other language
 * (the guest's e-mail is never published; none may hold a character that disguises text). Needs
 * the session's CSRF token (X-CSRF-Token or `csrf`).
 * An approval starts a build where BUILD_HOOK_URL is set; the answer says which happened:
 * 200 { status, publication: "rebuilding" | "next-build" | "hook-failed" }. Errors: 400 (fields),
 * 401, 403, 404 (no such photo), 409 (already decided).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "4kb", extended: false }, json: { limit: "4kb" } },
};
export { functionConfig as "config" };

async function photoReview(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const fields = formFields(req.body) ?? {};
  const session = await staffOnly(req, res, { csrf: fields["csrf"] });
  if (!session) return;
  const id = fields["id"];
  const decision = fields["decision"];
  if (!isSubmissionId(id) || (decision !== "approve" && decision !== "reject")) {
    res.status(400).json({ error: "id and decision (approve or reject) are required", code: "fields" });
    return;
  }
  const db = await database();
  const current = await photoSubmission(db, id);
  if (!current) {
    res.status(404).json({ error: "no such photo", code: "missing" });
    return;
  }
  const read = decision === "approve" ? readApproval(fields, current) : null;
  if (read && "problems" in read) {
    res.status(400).json({ error: "a caption or the credit is not valid", code: "fields", fields: read.problems });
    return;
  }
  const review: Review = read ? { decision: "approve", ...read.approval } : { decision: "reject" };
  const reviewed = await reviewPhotoSubmission(db, await fileStore(), id, review, session.name);
  if (!reviewed) {
    res.status(409).json({ error: "this photo has already been reviewed", code: "decided" });
    return;
  }
  const publication = decision === "approve" ? await requestBuild() : undefined;
  res.status(200).json({ status: reviewed.status, ...(publication ? { publication } : {}) });
}

export default apiHandler(photoReview);
