import type { VitalsReport } from "../../lib/vitals/vitals-report";
import type { Database } from "./database";

/**
 * Reports are kept this long, then deleted by housekeeping: about a season, long enough to gather a
 * 75th percentile per page on a site of this size and to see a release's effect before and after. Reports identify no one (page, metric, value, a random id), so the period is the
 * measurement's need, not a promise of the privacy policy.
 */
export const VITALS_KEPT_DAYS = 90;
const VITALS_KEPT_MS = VITALS_KEPT_DAYS * 24 * 60 * 60_000;

/**
 * The store stops growing here (about 50 MB): a flood from many addresses never fills the disk, and
 * since reports age out, a full store takes reports again as the oldest are deleted.
 */
export const MAX_STORED_REPORTS = 500_000;

/**
 * What one sender (an IPv4 address, an IPv6 /64) may store in a day. A page view sends at most five
 * reports, so this is 200 page views: more than a household, or the lodge's own network, reads in a
 * day. Over the period kept one sender can hold at most 90 000 reports, under a fifth of the store, so
 * no single sender can fill it and stop everyone else's reports.
 */
export const VITALS_PER_SENDER = { limit: 1_000, windowMs: 24 * 60 * 60_000 } as const;

export interface StoredReport {
  page: string;
  name: string;
  value: number;
}

/**
 * Reports a process counts before it adds them to the shared count (row_counts), one statement for so
 * many instead of one per report. What the other processes hold back is what the cap can be passed
 * by: about this many per other process (a few more arrive while one adds its count), under 0.1% of
 * the cap for a few processes.
 */
export const STORE_COUNT_SHARED_EVERY = 100;

/** Reports this process has taken (counted against the cap) and not yet added to the shared count. */
interface HeldBack {
  reports: number;
  sharing: boolean;
}
const heldBack = new WeakMap<Database, HeldBack>();
const heldBackBy = (db: Database): HeldBack => {
  let held = heldBack.get(db);
  if (!held) heldBack.set(db, (held = { reports: 0, sharing: false }));
  return held;
};

export type StoreVerdict = { stored: true } | { stored: false; reason: "share"; retryAfterSeconds: number } | { stored: false; reason: "full" };

/** The rate_limits row that counts a sender's reports (the form limits' table, and its retention). */
const vitalsShareKey = (sender: string): string => `vitals:${sender}`;

/**
 * Counts a report against its sender's share of the day, in the sender's rate_limits row, and reads
 * the store's shared row count: atomic in either database, so every server process on the database
 * counts the same share. The window is fixed (it starts with the sender's first report); the count
 * goes on past the limit, which changes nothing. Parameters: $1 the key, $2 now, $3 when a window
 * that started then has ended.
 */
const COUNT_SENDER = `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN rate_limits.window_start > $3 THEN rate_limits.window_start ELSE excluded.window_start END,
    count = CASE WHEN rate_limits.window_start > $3 THEN rate_limits.count + 1 ELSE 1 END
  RETURNING window_start, count, (SELECT row_count FROM row_counts WHERE table_name = 'vitals_reports') AS stored`;

const REPORT_COLUMNS = "metric_id, received_at, page, name, value, rating, delta, navigation_type";
// A report sent again (the same metric id) replaces its row.
const REPLACING = `ON CONFLICT (metric_id) DO UPDATE SET received_at = excluded.received_at, value = excluded.value,
  rating = excluded.rating, delta = excluded.delta`;

/** What a report's statements found: its sender's window and count, the shared row count, and whether its row was written. */
interface Counted {
  windowStart: number;
  count: number;
  storedReports: number;
  written: boolean;
}
type CountedRow = { window_start: number | string; count: number | string; stored: number | string | null; written?: number | string };

const counted = (row: CountedRow | undefined, now: number, written: boolean): Counted => ({
  windowStart: Number(row?.window_start ?? now),
  count: Number(row?.count ?? 0),
  storedReports: Number(row?.stored ?? 0),
  written,
});

/** Whether a counted report may be written: its sender within the share, the store (with what this process holds back) below its cap. */
const admitted = (found: Counted, heldBack: number) => found.count <= VITALS_PER_SENDER.limit && found.storedReports + heldBack < MAX_STORED_REPORTS;

/**
 * Counts the report and writes it if admitted. On PostgreSQL in one statement, so one round trip and
 * one commit per report, as when only the report was written (a second statement measured slower on
 * the hot endpoint), with `admitted`'s rule written in its SQL; SQLite has no writing WITH, and there
 * two statements on the process's own connection cost microseconds.
 */
async function countAndWrite(db: Database, report: VitalsReport, sender: string, now: number, heldBack: number): Promise<Counted> {
  const share = [vitalsShareKey(sender), now, now - VITALS_PER_SENDER.windowMs];
  const values = [report.id, report.page, report.name, report.value, report.rating, report.delta, report.navigationType];
  if (db.kind === "postgres") {
    const [row] = await db.query<CountedRow>(
      `WITH counted AS (${COUNT_SENDER}),
       written AS (
         INSERT INTO vitals_reports (${REPORT_COLUMNS}) SELECT $4, $2, $5, $6, $7, $8, $9, $10 FROM counted
         WHERE counted.count <= $11 AND counted.stored + $12 < $13
         ${REPLACING}
         RETURNING 1
       )
       SELECT window_start, count, stored, (SELECT COUNT(*) FROM written) AS written FROM counted`,
      [...share, ...values, VITALS_PER_SENDER.limit, heldBack, MAX_STORED_REPORTS],
    );
    return counted(row, now, Number(row?.written ?? 0) > 0);
  }
  const [row] = await db.query<CountedRow>(COUNT_SENDER, share);
  const found = counted(row, now, false);
  if (!admitted(found, heldBack)) return found;
  const [id, ...rest] = values;
  await db.run(`INSERT INTO vitals_reports (${REPORT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ${REPLACING}`, [id ?? null, now, ...rest]);
  return { ...found, written: true };
}

/** Adds what this process held back to the shared count, one addition at a time. */
async function shareHeldBack(db: Database, held: HeldBack): Promise<void> {
  if (held.sharing || held.reports < STORE_COUNT_SHARED_EVERY) return;
  held.sharing = true;
  const adding = held.reports;
  try {
    await db.run("UPDATE row_counts SET row_count = row_count + $1 WHERE table_name = 'vitals_reports'", [adding]);
    // Taken off only once added: until then this process still counts them itself. If the addition
    // failed they stay held back, for the next report to add; the cap never forgets what it let in.
    held.reports -= adding;
  } finally {
    held.sharing = false;
  }
}

/**
 * Stores a report once, if its sender (senderOf) has share left today and the store has room: the
 * metric's id (unique per page view and metric) is the key, so a report sent again (a retried beacon)
 * replaces the earlier value instead of adding a row. Resolves only after the row is committed.
 * Every limit here is in the database, so it holds across server processes and restarts.
 */
export async function storeVitalsReport(db: Database, report: VitalsReport, sender: string, receivedAt = Date.now()): Promise<StoreVerdict> {
  const held = heldBackBy(db);
  const heldBefore = held.reports;
  // Taken before the statements, so reports in flight in this process count against the cap too.
  held.reports += 1;
  let found: Counted;
  try {
    found = await countAndWrite(db, report, sender, receivedAt, heldBefore);
  } catch (error) {
    held.reports -= 1;
    throw error;
  }
  if (!found.written) held.reports -= 1;
  if (found.count > VITALS_PER_SENDER.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((found.windowStart + VITALS_PER_SENDER.windowMs - receivedAt) / 1000));
    return { stored: false, reason: "share", retryAfterSeconds };
  }
  if (!found.written) return { stored: false, reason: "full" };
  // The report is stored whatever happens here: a failed addition is only tried again later.
  await shareHeldBack(db, held).catch((error: unknown) => console.error("vitals: the store's count could not be shared:", error));
  return { stored: true };
}

/** Rows deleted per statement: each batch holds the embedded database's one connection only briefly. */
const DELETE_BATCH = 5_000;

/** Deletes reports received before the period kept, a batch at a time; returns how many. */
export async function forgetOldReports(db: Database, now = Date.now()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db.run("DELETE FROM vitals_reports WHERE metric_id IN (SELECT metric_id FROM vitals_reports WHERE received_at < $1 LIMIT $2)", [
      now - VITALS_KEPT_MS,
      DELETE_BATCH,
    ]);
    deleted += batch;
    if (batch < DELETE_BATCH) break;
  }
  await recountStoredReports(db);
  return deleted;
}

/**
 * Sets the shared count to the rows there are: after a deletion, and on every housekeeping round, so
 * that what drifts (a report sent again that replaced its row, a process stopped before it shared
 * what it held back) is put right. Reports held back by running processes at that moment are added
 * again when they share them: the count then runs ahead by those, which only makes the cap cautious.
 */
export async function recountStoredReports(db: Database): Promise<void> {
  await db.run("UPDATE row_counts SET row_count = (SELECT COUNT(*) FROM vitals_reports) WHERE table_name = 'vitals_reports'");
}

export async function storedReports(db: Database): Promise<StoredReport[]> {
  return db.query<StoredReport>("SELECT page, name, value FROM vitals_reports ORDER BY page, name");
}
