import fs from "node:fs";
import { Worker } from "node:worker_threads";

/**
 * A write-ahead log larger than this after a commit (twice SQLite's own threshold of 1,000 pages of
 * 4 KB, and the size the log is cut back to once copied) is copied into the database by another thread. Copying the log of a large transaction (an eBird
 * import writes some 40 MB) takes a few hundred milliseconds of synchronous work, which SQLite would
 * otherwise do inside the commit, on the thread that answers every request.
 */
export const WAL_ASIDE_BYTES = 8 * 1024 * 1024;

// Plain JavaScript run as a worker from this text: no file to find, whether the server runs from
// src/ or from a bundle. Its own connection, PASSIVE: it never holds up the server's writers. The
// driver is found from this module's file inside the worker, out of a bundler's sight: resolved in
// this module, webpack would pack the driver (and its native loader) into every Gatsby Function that
// can reach the database, where the embedded database never runs.
const CHECKPOINT = `
const { workerData } = require("node:worker_threads");
const Driver = require("node:module").createRequire(workerData.from)("better-sqlite3");
const db = new Driver(workerData.file);
try {
  db.pragma("busy_timeout = 5000");
  db.pragma("wal_checkpoint(PASSIVE)");
} finally {
  db.close();
}`;

function runCheckpoint(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECKPOINT, { eval: true, workerData: { file, from: __filename } });
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the checkpoint thread exited with ${code}`))));
  });
}

export interface Checkpoints {
  /** Runs a transaction's COMMIT; a large log it leaves is copied aside, a small one left to SQLite's own checkpoints. */
  commit(run: () => void): void;
  /** Resolves when no checkpoint runs aside (before the connection closes). */
  settled(): Promise<void>;
}

/**
 * Checkpoints of a connection whose log may grow large in one transaction. SQLite's automatic
 * checkpoint (`automatic`) is off during a transaction's COMMIT, and while a checkpoint runs aside (a
 * small write meanwhile would do the whole copy inline); on again after. If the thread cannot run,
 * the checkpoint is done inline (`inline`), as SQLite would have.
 */
export function walCheckpoints(file: string, automatic: (on: boolean) => void, inline: () => void): Checkpoints {
  let running: Promise<void> | null = null;
  const walSize = () => {
    try {
      return fs.statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  };
  const aside = () =>
    runCheckpoint(file)
      .catch((error: unknown) => {
        console.error("SQLite checkpoint thread failed, checkpointing inline:", error instanceof Error ? error.message : error);
        inline();
      })
      .finally(() => {
        automatic(true);
        running = null;
      });
  return {
    commit(run) {
      if (running) return run();
      automatic(false);
      try {
        run();
      } finally {
        if (walSize() > WAL_ASIDE_BYTES) running = aside();
        else automatic(true);
      }
    },
    settled: async () => void (await running),
  };
}
