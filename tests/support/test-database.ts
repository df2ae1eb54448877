import { openDatabase } from "../../src/server/data/open-database";
import type { Database } from "../../src/server/data/database";

/** The database a test server was given, opened by the test itself to check what was stored. */
export function openTestDatabase(env: Record<string, string>): Promise<Database> {
  return openDatabase(env["DATABASE_URL"] ? { kind: "postgres", url: env["DATABASE_URL"] } : { kind: "sqlite", dataDir: env["DATA_DIR"] ?? "" });
}
