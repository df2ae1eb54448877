import path from "node:path";
import { ConfigError, runtimeEnv, type Env } from "../runtime-env";
import type { Database } from "./database";
import { migrate } from "./migrations";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "sqlite"; dataDir: string };

/** Which database the environment asks for: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function databaseTarget(env: Env = globalThis.process.env, root = process.cwd()): DatabaseTarget {
  const url = runtimeEnv("DATABASE_URL", env);
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError("DATABASE_URL must be a postgres:// or postgresql:// connection string");
    return { kind: "postgres", url };
  }
  return { kind: "sqlite", dataDir: path.resolve(root, runtimeEnv("DATA_DIR", env) ?? "data") };
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

let shared: Promise<Database> | undefined;

/** The process's one database, opened on first use (by the server at start, by a function on its first call). */
export function database(): Promise<Database> {
  return shared ?? openSharedDatabase(databaseTarget());
}

/** Opens the shared database for a target already read (the server's start), or returns the open one. */
export function openSharedDatabase(target: DatabaseTarget): Promise<Database> {
  shared ??= openDatabase(target).catch((error: unknown) => {
    // A failed open is retried by the next caller rather than remembered forever.
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Closes the shared database, for a clean shutdown. */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}
