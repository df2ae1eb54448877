import path from "node:path";
import { runtimeEnv } from "../runtime-env";
import type { Database } from "./database";
import { migrate } from "./migrations";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

/** Which database the environment asks for: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function databaseTarget(): { kind: "postgres"; url: string } | { kind: "sqlite"; dataDir: string } {
  const url = runtimeEnv("DATABASE_URL");
  if (url) return { kind: "postgres", url };
  return { kind: "sqlite", dataDir: path.resolve(runtimeEnv("DATA_DIR") ?? "data") };
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
  shared ??= openDatabase().catch((error: unknown) => {
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
