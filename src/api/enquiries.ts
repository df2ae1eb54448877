import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { latestEnquiries } from "../server/enquiries/enquiries";
import { STAY_NAMES } from "../server/enquiries/stays";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/enquiries: for signed-in staff, the latest booking enquiries, newest first, each with
 * `stayName` ({ pt, en }, or null when the guest had not decided). 401 when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function enquiries(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  // Each with the name of the room or package asked for, in both languages (none for "undecided").
  const enquiries = (await latestEnquiries(await database())).map((enquiry) => ({ ...enquiry, stayName: STAY_NAMES.get(enquiry.stay) ?? null }));
  res.status(200).json({ enquiries });
}

export default apiHandler(enquiries);
