import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataDirectory } from "../runtime-env";

/** Uploads in progress, one file each, in the server's data folder (DATA_DIR): never memory. */
export const UPLOAD_TEMP_FOLDER = "uploads-in-progress";

/**
 * Who owns a process's folder of uploads, written in it as OWNER_FILE. Several server processes may
 * share one DATA_DIR (behind a balancer), so each writes its uploads in a folder of its own and
 * removes only folders whose owner is gone, never another running process's uploads.
 */
export interface FolderOwner {
  /** The machine and the process-id namespace its pid means something in (containers have their own). */
  host: string;
  pid: number;
  /** When the process started, as the kernel counts it (null where that cannot be read): a reused pid has another. */
  started: string | null;
}

export const OWNER_FILE = "owner.json";

/** A running process refreshes its owner file this often, so that other machines can tell it is alive. */
const HEARTBEAT_MS = 60_000;

/**
 * A folder whose owner file has not been refreshed for this long is abandoned, whoever owned it: the
 * only test for a process on another machine (or in another container), where its pid says nothing.
 * Ten missed refreshes: a running process never misses them (a request is answered within 60 s).
 */
export const ABANDONED_AFTER_MS = 10 * HEARTBEAT_MS;

/** The process's start, from /proc (Linux): field 22 of its stat line, counted after the command's closing parenthesis. */
function startOf(pid: number | "self"): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function thisHost(): string {
  let namespace = "";
  try {
    namespace = fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    // No /proc (macOS, Windows): the machine's name alone.
  }
  return `${os.hostname()} ${namespace}`.trim();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** How the machine answers about a process: injected by tests. */
export interface ProcessProbe {
  host: string;
  isRunning(pid: number): boolean;
  startOf(pid: number): string | null;
}

export const localProbe = (): ProcessProbe => ({ host: thisHost(), isRunning, startOf });

/**
 * Whether a folder of uploads in progress was left by a process that is gone. A process on this
 * machine is asked about directly: gone when its pid runs no more, or runs a process that started at
 * another time (the pid was reused; where the start cannot be read, a running pid counts as the
 * owner). Of another machine's process (or one that never wrote its owner file) only the refreshes
 * tell: gone when its owner file (or folder) has not been refreshed for ABANDONED_AFTER_MS.
 */
export function isAbandoned(owner: FolderOwner | null, refreshedAt: number, probe: ProcessProbe, now = Date.now()): boolean {
  if (owner?.host === probe.host) {
    if (!probe.isRunning(owner.pid)) return true;
    const started = probe.startOf(owner.pid);
    return owner.started !== null && started !== null && started !== owner.started;
  }
  return now - refreshedAt > ABANDONED_AFTER_MS;
}

function readOwner(folder: string): { owner: FolderOwner | null; refreshedAt: number } {
  const file = path.join(folder, OWNER_FILE);
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as FolderOwner;
    return { owner, refreshedAt: fs.statSync(file).mtimeMs };
  } catch {
    return { owner: null, refreshedAt: fs.statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? 0 };
  }
}

/**
 * Removes what processes that are gone left in the folder: their folders (isAbandoned), and loose
 * files, which only a server from before folders per process wrote, and which emptied the folder at
 * its own start. Returns the names removed.
 */
export async function removeAbandoned(root: string, own: string, probe: ProcessProbe = localProbe()): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await fs.promises.readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (full === own) continue;
    if (entry.isDirectory()) {
      const { owner, refreshedAt } = readOwner(full);
      if (!isAbandoned(owner, refreshedAt, probe)) continue;
    }
    await fs.promises.rm(full, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

async function makeOwnFolder(folder: string, owner: FolderOwner): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
  await fs.promises.writeFile(path.join(folder, OWNER_FILE), JSON.stringify(owner));
}

let prepared: Promise<string> | undefined;

/**
 * This process's folder of uploads in progress (DATA_DIR/uploads-in-progress/<pid>-<random>), made the
 * first time it is asked for (the server asks at start), when what processes that are gone left
 * beside it is removed: every request removes its own file however it ends, so what is left there
 * is a killed process's. Then, every minute, the folder's owner file is refreshed (and the folder
 * made again if something removed it) and what was abandoned since is removed. A failed preparation
 * is tried again by the next caller.
 */
export function uploadTempFolder(): Promise<string> {
  prepared ??= (async () => {
    const root = path.join(dataDirectory(), UPLOAD_TEMP_FOLDER);
    const folder = path.join(root, `${process.pid}-${randomUUID().slice(0, 8)}`);
    const probe = localProbe();
    const owner: FolderOwner = { host: probe.host, pid: process.pid, started: startOf("self") };
    await makeOwnFolder(folder, owner);
    await removeAbandoned(root, folder, probe);
    const heartbeat = setInterval(() => {
      const now = new Date();
      fs.promises
        .utimes(path.join(folder, OWNER_FILE), now, now)
        .catch(() => makeOwnFolder(folder, owner))
        .then(() => removeAbandoned(root, folder, probe))
        .catch((error: unknown) => console.error("the folder of uploads in progress could not be kept:", error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return folder;
  })().catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

/** A new file's path in the folder; its name is random, nothing of the upload's own. */
export const newTempFile = (folder: string): string => path.join(folder, `${randomUUID()}.part`);

export const removeTempFile = (file: string): Promise<void> => fs.promises.rm(file, { force: true });
