import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A cold build's longest chain is Gatsby's main thread: the browser bundles, then the server-side
 * renderer, webpack on one thread each in turn. Meanwhile sharp encodes the pictures in libvips's own
 * threads of the same process, and the kernel shared the two cores out equally among all of them, so
 * webpack's thread got a fraction of a core while the images had the rest; then the renderer was
 * built with the second core idle, the images long done. Lowering the libvips threads' priority
 * gives webpack's thread first call on a core and sharp the rest, idle time included; the images
 * finish beside the renderer instead of before it.
 *
 * Linux names threads in /proc/self/task; libvips names its own and starts them as it needs them, so
 * they are looked for again every quarter of a second while the images are made. Elsewhere this does
 * nothing.
 */
export const IMAGE_THREAD_NAME = "libvips worker";
/** The lowest priority: such a thread runs when no other thread of normal priority wants the core. */
export const IMAGE_THREAD_NICENESS = 19;

export interface ThreadPriorityOptions {
  taskDir?: string;
  setPriority?: (threadId: number, niceness: number) => void;
  intervalMs?: number;
}

/** Lowers the priority of every image thread there is now and starts later; returns the function that stops looking. */
export function lowerImageThreadPriority({
  taskDir = "/proc/self/task",
  setPriority = os.setPriority,
  intervalMs = 250,
}: ThreadPriorityOptions = {}): () => void {
  if (!fs.existsSync(taskDir)) return () => undefined;
  // Only the threads already lowered are skipped: a thread may be listed before it has named itself.
  const lowered = new Set<string>();
  const scan = () => {
    for (const threadId of fs.readdirSync(taskDir)) {
      if (lowered.has(threadId)) continue;
      let name: string;
      try {
        name = fs.readFileSync(path.join(taskDir, threadId, "comm"), "utf8").trim();
      } catch {
        continue; // the thread ended between the listing and the read
      }
      if (name !== IMAGE_THREAD_NAME) continue;
      lowered.add(threadId);
      try {
        setPriority(Number(threadId), IMAGE_THREAD_NICENESS);
      } catch {
        // Ended meanwhile, or the system refuses: the images are made at normal priority, as before.
      }
    }
  };
  scan();
  const timer = setInterval(scan, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
