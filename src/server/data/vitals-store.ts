import type { VitalsReport } from "../../lib/vitals/vitals-report";
import type { Database } from "./database";

/** The store stops growing here (a few weeks of a busy season): a flood of reports never fills the disk. */
export const MAX_STORED_REPORTS = 500_000;

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

export async function storedReports(db: Database): Promise<StoredReport[]> {
  return db.query<StoredReport>("SELECT page, name, value FROM vitals_reports ORDER BY page, name");
}
