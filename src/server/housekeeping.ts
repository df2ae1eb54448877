import type { Database } from "./data/database";
import { sweepOrphanPhotos } from "./photos/photo-submissions";
import { forgetUnconfirmedSignUps } from "./newsletter/subscribers";
import { forgetOldRequests } from "./spam/rate-limit";
import type { FileStore } from "./storage/file-store";

const EVERY_MS = 10 * 60_000;
const RATE_WINDOWS_KEPT_MS = 24 * 60 * 60_000;

/**
 * Tidies what an interrupted request may leave, and what is no longer needed: a photo file whose
 * record was never written (the process died between the two), rate-limit windows long over, and
 * newsletter sign-ups never confirmed within a week. Runs at start and then every ten
 * minutes; a failed round is logged and tried again at the next.
 */
export function startHousekeeping(db: Database, store: FileStore): () => void {
  const round = async () => {
    try {
      const removed = await sweepOrphanPhotos(db, store);
      if (removed.length > 0) console.log(`housekeeping: removed ${removed.length} photo file(s) with no record`);
      await forgetOldRequests(db, RATE_WINDOWS_KEPT_MS);
      await forgetUnconfirmedSignUps(db);
    } catch (error) {
      console.error("housekeeping failed:", error);
    }
  };
  void round();
  const timer = setInterval(() => void round(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
