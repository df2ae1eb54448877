import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { latestEnquiries } from "../server/enquiries/enquiries";

/** GET /api/enquiries: for signed-in staff, the latest booking enquiries, newest first. 401 when signed out. */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

export default async function enquiries(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  res.status(200).json({ enquiries: await latestEnquiries(await database()) });
}
