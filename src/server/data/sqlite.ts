import fs from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import type { Database, Queryable, SqlValue } from "./database";

type Driver = typeof BetterSqlite3;

/** `$1` placeholders become SQLite's named `$1`, bound from { 1: value }. */
const bind = (params: readonly SqlValue[]) => Object.fromEntries(params.map((value, index) => [String(index + 1), value]));

/**
 * A statement whose placeholders are $1, $2, … $n once each and in order is sent with plain `?`s,
 * bound by position: SQLite finds a named parameter by a search through all of them, which makes a
 * many-row INSERT (an eBird import's thousands of values) slow in the square of its size.
 */
function prepared(db: BetterSqlite3.Database, sql: string, params: readonly SqlValue[]) {
  const numbers = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  if (numbers.length === params.length && numbers.every((number, index) => number === index + 1)) {
    return { statement: db.prepare(sql.replace(/\$\d+/g, "?")), values: [...params] };
  }
  return { statement: db.prepare(sql), values: [bind(params)] };
}

/**
 * The embedded database: one SQLite file in the data directory. Write-ahead logging lets the staff
 * command and the server use it at the same time, and a commit is in the log before it is
 * acknowledged, so a killed process loses nothing it confirmed (only a power cut could, before the OS
 * flushes; that is the trade of synchronous=NORMAL).
 */
export async function openSqlite(dataDir: string): Promise<Database> {
  // Loaded at run time, not bundled: the driver is a native module, and only the embedded setup needs it.
  const driver = ((await import(/* webpackIgnore: true */ "better-sqlite3")) as { default: Driver }).default;
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new driver(path.join(dataDir, "site.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");

  const direct: Queryable = {
    query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => {
      const { statement, values } = prepared(db, sql, params);
      return statement.all(...values) as Row[];
    },
    run: async (sql, params = []) => {
      const { statement, values } = prepared(db, sql, params);
      return statement.run(...values).changes;
    },
  };

  // The connection is shared by every request; while a transaction is open, everything else waits
  // for it, so no other request's statement lands inside it.
  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = lock.then(work, work);
    lock = result.catch(() => undefined);
    return result;
  };

  return {
    kind: "sqlite",
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      }),
    close: () => exclusive(async () => void db.close()),
  };
}
