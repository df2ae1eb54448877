import { addressSetting, dataDirectory, runtimeEnv, type Env } from "../runtime-env";
import type { Database } from "./database";
import { migrate } from "./migrations";
import { onePerProcess } from "../one-per-process";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "sqlite"; dataDir: string };

/**
 * Which database the environment asks for: PostgreSQL when DATABASE_URL is set (a connection URL in
 * either of the two schemes the PostgreSQL client accepts, postgres:// or postgresql://), else the
 * embedded SQLite file in DATA_DIR (`data/` in the project when unset).
 */
export function databaseTarget(env: Env = globalThis.process.env, root = process.cwd()): DatabaseTarget {
  const url = runtimeEnv("DATABASE_URL", env);
  if (url) {
    addressSetting("DATABASE_URL", url, ["postgres", "postgresql"]);
    return { kind: "postgres", url };
  }
  return { kind: "sqlite", dataDir: dataDirectory(env, root) };
}

/** Opens and migrates a database for the target. */
export async function openDatabase(target = databaseTarget()): Promise<Database> {
  const db = target.kind === "postgres" ? await openPostgres(target.url) : await openSqlite(target.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Writes and removes a row in one transaction, which changes nothing but fails on a database the
 * server may read and not write (a read-only file, a role without rights, a read-only replica).
 */
export async function checkDatabaseWritable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run("INSERT INTO server_secrets (name, value) VALUES ('write-check', '') ON CONFLICT (name) DO NOTHING");
    await tx.run("DELETE FROM server_secrets WHERE name = 'write-check'");
  });
}

const shared = onePerProcess(openDatabase, () => databaseTarget());

/** The process's one database. */
export const database = shared.current;
/** Opens the shared database for a target already read (the server's start). */
export const openSharedDatabase = shared.openShared;
export const closeDatabase = shared.close;
