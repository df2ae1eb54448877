import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { confirmedSubscribers, subscribersCsv } from "../server/newsletter/subscribers";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/newsletter-export: for signed-in staff, the confirmed subscribers as CSV (e-mail, language,
 * when they consented and confirmed), to load into whatever sends the newsletter. 401 when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function newsletterExport(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const csv = subscribersCsv(await confirmedSubscribers(await database()));
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="newsletter-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.status(200).send(csv);
}

export default apiHandler(newsletterExport);
