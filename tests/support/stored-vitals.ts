import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Database as SiteDatabase } from "../../src/server/data/database";

/**
 * The reports a running server stored for a page since a time, read straight from its embedded
 * database (read-only; write-ahead logging lets a reader in beside the server).
 */
export function reportsSince(dataDir: string, page: string, since: number): Array<{ name: string; page: string }> {
  const file = path.join(dataDir, "site.sqlite");
  if (!fs.existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT name, page FROM vitals_reports WHERE page = ? AND received_at >= ?").all(page, since) as Array<{ name: string; page: string }>;
  } finally {
    db.close();
  }
}

/** Writes `count` reports straight into the database (metric ids `<prefix>-1`…), in one statement: a store filled for a test in seconds. */
export async function insertReports(db: SiteDatabase, count: number, receivedAt: number, prefix: string): Promise<void> {
  const columns = "metric_id, received_at, page, name, value, rating, delta, navigation_type";
  await (db.kind === "sqlite"
    ? db.run(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
         INSERT INTO vitals_reports (${columns}) SELECT CAST($3 AS TEXT) || '-' || i, $2, '/pt/flood/', 'LCP', 1000, 'good', 0, 'navigate' FROM n`,
        [count, receivedAt, prefix],
      )
    : db.run(
        `INSERT INTO vitals_reports (${columns}) SELECT CAST($3 AS TEXT) || '-' || g, $2::bigint, '/pt/flood/', 'LCP', 1000, 'good', 0, 'navigate' FROM generate_series(1, $1::integer) AS g`,
        [count, receivedAt, prefix],
      ));
}
