import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "./data/database";
import { checkDatabaseWritable, openSharedDatabase, type DatabaseTarget } from "./data/open-database";

/**
 * Why the server cannot start with the storage it was given, in one line that names the folder or
 * database and the cause: a server that started anyway would fail every write it accepted.
 */
export class StartupError extends Error {}

const EXPLAINED: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "a file is in the way of the folder",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOENT: "a part of the path does not exist",
  ECONNREFUSED: "the connection was refused (is the server running, on that host and port?)",
  ENOTFOUND: "the host name is unknown",
  ETIMEDOUT: "the connection timed out",
};

/** An error's cause on one line: its code explained when known, else its message. */
export function causeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const explained = typeof code === "string" ? EXPLAINED[code] : undefined;
  const text = explained ? `${explained} (${message || code})` : message || (typeof code === "string" ? code : "unknown error");
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Creates the folder if it is missing, then writes, flushes and removes a file in it: the same steps
 * the server's writes take, so a folder that passes can take them.
 */
export async function checkWritableFolder(directory: string, role: string): Promise<void> {
  const probe = path.join(directory, `.write-check-${randomUUID()}`);
  try {
    await fs.promises.mkdir(directory, { recursive: true });
    const handle = await fs.promises.open(probe, "wx");
    try {
      await handle.writeFile("ok");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rm(probe);
  } catch (error) {
    await fs.promises.rm(probe, { force: true }).catch(() => undefined);
    throw new StartupError(`${role} ${directory} cannot be written: ${causeOf(error)}`);
  }
}

/** A database address with its password masked: host, port, database and user are what to check. */
function withoutPassword(address: string): string {
  try {
    const url = new URL(address);
    if (url.password) url.password = "***";
    return url.href;
  } catch {
    return "(an address that is not a URL)";
  }
}

/** The database as a message names it: the SQLite file, or the PostgreSQL address without its password. */
export function databaseName(target: DatabaseTarget): string {
  return target.kind === "sqlite"
    ? `The database ${path.join(target.dataDir, "site.sqlite")}`
    : `The PostgreSQL database ${withoutPassword(target.url)} (DATABASE_URL)`;
}

/** Opens, migrates and test-writes the shared database, or says in one line why it cannot. */
export async function openWritableDatabase(target: DatabaseTarget): Promise<Database> {
  let db: Database;
  try {
    db = await openSharedDatabase(target);
  } catch (error) {
    throw new StartupError(`${databaseName(target)} cannot be opened: ${causeOf(error)}`);
  }
  try {
    await checkDatabaseWritable(db);
  } catch (error) {
    throw new StartupError(`${databaseName(target)} cannot be written: ${causeOf(error)}`);
  }
  return db;
}
