import fs from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import type { Database, Queryable, SqlValue } from "./database";
import { WAL_ASIDE_BYTES, walCheckpoints } from "./sqlite-checkpoint";

type Driver = typeof BetterSqlite3;

/** `$1` placeholders become SQLite's named `$1`, bound from { 1: value }. */
const bind = (params: readonly SqlValue[]) => Object.fromEntries(params.map((value, index) => [String(index + 1), value]));

/**
 * A statement whose placeholders are $1, $2, … $n once each and in order is sent with plain `?`s,
 * bound by position: SQLite finds a named parameter by a search through all of them, which makes a
 * many-row INSERT (an eBird import's thousands of values) slow in the square of its size.
 */
function compile(db: BetterSqlite3.Database, sql: string) {
  const numbers = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  const inOrder = numbers.every((number, index) => number === index + 1);
  return { named: db.prepare(sql), positional: inOrder ? db.prepare(sql.replace(/\$\d+/g, "?")) : null, placeholders: numbers.length };
}

// Compiled statements by their text, the most recent kept: a many-row INSERT repeats one text
// hundreds of times in an import, and compiling its thousands of placeholders costs more than running it.
const STATEMENTS_KEPT = 64;

function statementCache(db: BetterSqlite3.Database) {
  const kept = new Map<string, ReturnType<typeof compile>>();
  return (sql: string, params: readonly SqlValue[]) => {
    let compiled = kept.get(sql);
    if (compiled) kept.delete(sql);
    else compiled = compile(db, sql);
    kept.set(sql, compiled);
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value ?? "");
    if (compiled.positional && compiled.placeholders === params.length) return { statement: compiled.positional, values: [...params] };
    return { statement: compiled.named, values: [bind(params)] };
  };
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
  const file = path.join(dataDir, "site.sqlite");
  const db = new driver(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Once copied into the database, a log grown large by one transaction is cut back to this size.
  db.pragma(`journal_size_limit = ${WAL_ASIDE_BYTES}`);
  const automaticCheckpoints = db.pragma("wal_autocheckpoint", { simple: true }) as number;
  const checkpoints = walCheckpoints(
    file,
    (on) => db.pragma(`wal_autocheckpoint = ${on ? automaticCheckpoints : 0}`),
    () => db.pragma("wal_checkpoint(PASSIVE)"),
  );

  const prepared = statementCache(db);
  const direct: Queryable = {
    query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => {
      const { statement, values } = prepared(sql, params);
      return statement.all(...values) as Row[];
    },
    run: async (sql, params = []) => {
      const { statement, values } = prepared(sql, params);
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
          checkpoints.commit(() => db.exec("COMMIT"));
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        await checkpoints.settled();
        db.close();
      }),
  };
}
