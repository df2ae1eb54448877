/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { IMAGE_THREAD_NAME, IMAGE_THREAD_NICENESS, lowerImageThreadPriority } from "./image-thread-priority";

function taskDir(threads: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tasks-"));
  for (const [id, name] of Object.entries(threads)) addThread(dir, id, name);
  return dir;
}
function addThread(dir: string, id: string, name: string) {
  fs.mkdirSync(path.join(dir, id), { recursive: true });
  fs.writeFileSync(path.join(dir, id, "comm"), `${name}\n`);
}

describe("lowerImageThreadPriority", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("lowers the image threads there are and those started later, each once, and no other thread", () => {
    const dir = taskDir({ "100": "node", "101": IMAGE_THREAD_NAME, "102": "libuv-worker" });
    const calls: Array<[number, number]> = [];
    const stop = lowerImageThreadPriority({ taskDir: dir, setPriority: (id, niceness) => calls.push([id, niceness]), intervalMs: 100 });
    expect(calls).toEqual([[101, IMAGE_THREAD_NICENESS]]);
    // A thread listed before it named itself is looked at again.
    addThread(dir, "103", "node");
    jest.advanceTimersByTime(100);
    fs.writeFileSync(path.join(dir, "103", "comm"), `${IMAGE_THREAD_NAME}\n`);
    addThread(dir, "104", IMAGE_THREAD_NAME);
    jest.advanceTimersByTime(100);
    expect(calls).toEqual([
      [101, IMAGE_THREAD_NICENESS],
      [103, IMAGE_THREAD_NICENESS],
      [104, IMAGE_THREAD_NICENESS],
    ]);
    stop();
    addThread(dir, "105", IMAGE_THREAD_NAME);
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(3);
  });

  it("goes on when a thread ends or the system refuses", () => {
    const dir = taskDir({ "201": IMAGE_THREAD_NAME, "202": IMAGE_THREAD_NAME });
    const tried: number[] = [];
    const stop = lowerImageThreadPriority({
      taskDir: dir,
      setPriority: (id) => {
        tried.push(id);
        throw new Error("ESRCH");
      },
    });
    expect(tried.sort()).toEqual([201, 202]);
    stop();
  });

  it("does nothing where threads are not listed", () => {
    const setPriority = jest.fn();
    lowerImageThreadPriority({ taskDir: path.join(os.tmpdir(), "no-such-task-dir"), setPriority })();
    expect(setPriority).not.toHaveBeenCalled();
  });
});

// On Linux, against this process's real libvips threads, started by a real encoding.
const onLinux = fs.existsSync("/proc/self/task") ? it : it.skip;
onLinux("lowers the priority of the libvips threads sharp really starts", async () => {
  const pluginDir = path.dirname(require.resolve("gatsby-plugin-sharp/package.json"));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require(require.resolve("sharp", { paths: [pluginDir] })) as typeof import("sharp");
  await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336633" } })
    .webp()
    .toBuffer();
  const imageThreads = () =>
    fs.readdirSync("/proc/self/task").filter((id) => fs.readFileSync(`/proc/self/task/${id}/comm`, "utf8").trim() === IMAGE_THREAD_NAME);
  expect(imageThreads().length).toBeGreaterThan(0);
  // Field 19 of /proc/<pid>/task/<tid>/stat, the 17th after the thread's name, is its niceness.
  const niceness = (id: string) => Number(fs.readFileSync(`/proc/self/task/${id}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);
  const mainThread = niceness(String(process.pid));
  lowerImageThreadPriority()();
  expect(imageThreads().map(niceness)).toEqual(imageThreads().map(() => IMAGE_THREAD_NICENESS));
  expect(niceness(String(process.pid))).toBe(mainThread);
});
