import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import type { QueueFullness, ReviewPhoto } from "../lib/forms/photo-review";
import { photoSubmissions, recentDecisions, type PhotoSubmission } from "../server/photos/photo-submissions";
import { fitsInQueue, REVIEW_QUEUE_CAP, reviewQueueSize } from "../server/photos/review-queue";
import { apiHandler } from "../server/http/api-headers";
import { site } from "../server/content/site";

/**
 * GET /api/photo-reviews: for signed-in staff, the guests' photos waiting for review (oldest first)
 * and the latest decisions, each with what the guest sent; the e-mail is for replying, never shown
 * on the site; and how full the queue is against its cap (`queue`), past which guests are turned away.
 * 401 JSON when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

/** Decisions shown under the queue: enough to undo a slip, not the whole archive. */
const RECENT_DECISIONS = 20;

async function photoReviews(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const db = await database();
  const [pending, decided, size] = await Promise.all([photoSubmissions(db, "pending"), recentDecisions(db, RECENT_DECISIONS), reviewQueueSize(db)]);
  const view = ({ fileKey: _file, ...photo }: PhotoSubmission): ReviewPhoto => photo;
  const queue: QueueFullness = {
    ...size,
    maxPhotos: REVIEW_QUEUE_CAP.photos,
    maxBytes: REVIEW_QUEUE_CAP.bytes,
    full: !fitsInQueue(size),
    keptDays: site().dataRetention.unreviewedPhotoDays,
  };
  res.status(200).json({ pending: pending.map(view), decided: decided.map(view), queue });
}

export default apiHandler(photoReviews);
