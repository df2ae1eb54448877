import type { Database } from "./data/database";
import { sweepOutbox } from "./mail/mailer";
import { sweepOrphanPhotos } from "./photos/photo-submissions";
import { applyRetention, OUTBOX_MAIL_CUTOFF } from "./retention";
import type { FileStore } from "./storage/file-store";

const EVERY_MS = 10 * 60_000;

export interface HousekeepingTargets {
  /** The outbox folder when mail is written to files (no SMTP_URL): cut-off and old files are removed there. */
  outbox?: string | undefined;
}

/**
 * Tidies what an interrupted request may leave (a photo file whose record was never written, an
 * outbox file cut off mid-write) and deletes old outbox mail and what is kept no longer (the rules of retention.ts). Runs
 * at start and then every ten minutes, one round at a time; a failed round is logged and tried again
 * at the next.
 */
export function startHousekeeping(db: Database, store: FileStore, targets: HousekeepingTargets = {}): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const orphans = await sweepOrphanPhotos(db, store);
      if (orphans.length > 0) console.log(`housekeeping: removed ${orphans.length} photo file(s) with no record`);
      if (targets.outbox) {
        const { partial, old } = await sweepOutbox(targets.outbox, OUTBOX_MAIL_CUTOFF(Date.now()));
        if (partial.length > 0) console.log(`housekeeping: removed ${partial.length} outbox file(s) cut off mid-write`);
        if (old.length > 0) console.log(`housekeeping: deleted ${old.length} outbox mail(s) past their retention period`);
      }
      const deleted = await applyRetention(db, store);
      for (const [what, count] of Object.entries(deleted)) console.log(`housekeeping: deleted ${count} ${what} past their retention period`);
    } catch (error) {
      console.error("housekeeping failed:", error);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(() => void round(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
