import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import type { ReviewPhoto } from "../lib/forms/photo-review";
import { photoSubmissions, recentDecisions, type PhotoSubmission } from "../server/photos/photo-submissions";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/photo-reviews: for signed-in staff, the guests' photos waiting for review (oldest first)
 * and the latest decisions, each with what the guest sent; the e-mail is for replying, never shown
 * on the site. 401 JSON when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

/** Decisions shown under the queue: enough to undo a slip, not the whole archive. */
const RECENT_DECISIONS = 20;

async function photoReviews(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const db = await database();
  const [pending, decided] = await Promise.all([photoSubmissions(db, "pending"), recentDecisions(db, RECENT_DECISIONS)]);
  const view = ({ fileKey: _file, ...photo }: PhotoSubmission): ReviewPhoto => photo;
  res.status(200).json({ pending: pending.map(view), decided: decided.map(view) });
}

export default apiHandler(photoReviews);
