import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

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
