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

// Counting every row on every report would cost more than the insert; the count is re-read now and
// then and kept up to date in between, which is close enough for a cap.
const RECOUNT_AFTER_MS = 30_000;
const counted = new WeakMap<Database, { rows: number; at: number }>();

async function storeIsFull(db: Database): Promise<boolean> {
  let entry = counted.get(db);
  if (!entry || Date.now() - entry.at > RECOUNT_AFTER_MS) {
    const [row] = await db.query<{ rows: number | string }>("SELECT COUNT(*) AS rows FROM vitals_reports");
    entry = { rows: Number(row?.rows ?? 0), at: Date.now() };
    counted.set(db, entry);
  }
  return entry.rows >= MAX_STORED_REPORTS;
}

/**
 * Stores a report once: the metric's id (unique per page view and metric) is the key, so a report sent
 * again (a retried beacon) replaces the earlier value instead of counting twice. Resolves only after
 * the row is committed. Returns false when the store is full.
 */
export async function storeVitalsReport(db: Database, report: VitalsReport, receivedAt = Date.now()): Promise<boolean> {
  if (await storeIsFull(db)) return false;
  await db.run(
    `INSERT INTO vitals_reports (metric_id, received_at, page, name, value, rating, delta, navigation_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (metric_id) DO UPDATE SET received_at = excluded.received_at, value = excluded.value,
       rating = excluded.rating, delta = excluded.delta`,
    [report.id, receivedAt, report.page, report.name, report.value, report.rating, report.delta, report.navigationType],
  );
  const entry = counted.get(db);
  if (entry) entry.rows += 1;
  return true;
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
  // The next report counts the store afresh instead of trusting a count from before the deletion.
  if (deleted > 0) counted.delete(db);
  return deleted;
}

export async function storedReports(db: Database): Promise<StoredReport[]> {
  return db.query<StoredReport>("SELECT page, name, value FROM vitals_reports ORDER BY page, name");
}
