import { pipeline } from "node:stream/promises";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { isSubmissionId, photoSubmission } from "../server/photos/photo-submissions";
import { fileStore } from "../server/storage/open-file-store";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/photo-file?id=<id>: a guest's photo, for signed-in staff to review (already cleaned of its
 * metadata when it arrived). The only way to a photo that is not yet published; never cached. 401
 * when signed out, 400 for a malformed id, 404 for an unknown one or a rejected photo (deleted).
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function photoFile(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const id = req.query["id"];
  if (!isSubmissionId(id)) {
    res.status(400).json({ error: "id must be a photo's id" });
    return;
  }
  const submission = await photoSubmission(await database(), id);
  const file = submission && submission.status !== "rejected" ? await (await fileStore()).get(submission.fileKey) : null;
  if (!file) {
    res.status(404).json({ error: "no such photo" });
    return;
  }
  res.status(200);
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Content-Length", String(file.size));
  res.setHeader("Content-Disposition", "inline");
  await pipeline(file.body, res as unknown as NodeJS.WritableStream);
}

export default apiHandler(photoFile);
