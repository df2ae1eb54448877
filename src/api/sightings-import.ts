import fs from "node:fs";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { crossSiteProblem } from "../server/auth/request-checks";
import { currentSession, refuseMethod } from "../server/auth/staff-requests";
import { csrfTokenMatches } from "../server/auth/sessions";
import { database } from "../server/data/open-database";
import { apiHandler } from "../server/http/api-headers";
import { HttpError } from "../server/http/json-error";
import { MultipartError, readMultipartRequest, removeFormFile, type MultipartForm } from "../server/http/multipart";
import { importLodgeExport, MAX_EBIRD_EXPORT_BYTES } from "../server/sightings/lodge-import";

/**
 * POST /api/sightings-import: the lodge's "My eBird Data" export (CSV), uploaded by signed-in staff
 * as multipart/form-data: the file in `export`, the session's CSRF token in `csrf` (or X-CSRF-Token).
 * The origin and the session are checked before the body is read; the file is streamed to a temporary
 * file (never memory) and imported as `npm run sightings -- import FILE` does.
 * Answers 200 { result, publication? } with what was taken and refused (each refusal with its line),
 * or 422 { result } when the file was refused whole (nothing was stored). Errors: 400 (no file, an
 * unreadable form), 401, 403 (another site, the token), 413 (over 50 MB), 415 (not multipart).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "multipart/form-data", limit: MAX_EBIRD_EXPORT_BYTES + 64 * 1024 } },
};
export { functionConfig as "config" };

async function sightingsImport(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const crossSite = crossSiteProblem(req);
  if (crossSite) return void res.status(403).json({ error: crossSite, code: "cross-site" });
  const session = await currentSession(req);
  if (!session) return void res.status(401).json({ error: "not signed in", code: "signed-out" });
  const contentType = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return void res.status(415).json({ error: "send the file as multipart/form-data", code: "fields" });

  let form: MultipartForm;
  try {
    form = await readMultipartRequest(req, contentType, { fileBytes: MAX_EBIRD_EXPORT_BYTES, fieldBytes: 256, fields: 2 });
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error instanceof HttpError ? error : new HttpError(503, "the file could not be received: try again later");
    if (error.problem === "fileSize")
      return void res.status(413).json({ error: `the file is larger than ${MAX_EBIRD_EXPORT_BYTES / 1024 / 1024} MB`, code: "fileSize" });
    return void res.status(400).json({ error: "send one file, as the form does", code: "fields" });
  }
  try {
    if (!csrfTokenMatches(session, req.headers["x-csrf-token"] ?? form.fields["csrf"])) {
      return void res.status(403).json({ error: "the form's security token is missing or wrong; reload the page and try again", code: "csrf" });
    }
    const file = form.file;
    if (!file || file.field !== "export" || file.size === 0)
      return void res.status(400).json({ error: "choose the eBird export (CSV) to import", code: "fields" });
    const source = Buffer.isBuffer(file.data) ? [file.data] : fs.createReadStream(file.data.path);
    const { result, publication } = await importLodgeExport(await database(), source);
    res.status(result.ok ? 200 : 422).json({ result, ...(publication ? { publication } : {}) });
  } finally {
    await removeFormFile(form);
  }
}

export default apiHandler(sightingsImport);
