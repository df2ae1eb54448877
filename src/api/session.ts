import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { currentSession, refuseMethod } from "../server/auth/staff-requests";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/session: who is signed in, for the staff area's script: { name, csrfToken, expiresAt }, or
 * 401 { code: "signed-out" }. The CSRF token is what the staff pages send back with every change.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function session(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  const current = await currentSession(req);
  if (!current) {
    res.status(401).json({ error: "not signed in", code: "signed-out" });
    return;
  }
  res.status(200).json(current);
}

export default apiHandler(session);
