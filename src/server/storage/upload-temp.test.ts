import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ABANDONED_AFTER_MS, isAbandoned, OWNER_FILE, removeAbandoned, type FolderOwner, type ProcessProbe } from "./upload-temp";

/** A machine where pids 100 (started at tick 5000) and 200 (started at tick 7000) run. */
const probe: ProcessProbe = {
  host: "lodge-1 pid:[1]",
  isRunning: (pid) => pid === 100 || pid === 200,
  startOf: (pid) => ({ 100: "5000", 200: "7000" })[pid] ?? null,
};
const now = Date.UTC(2026, 10, 28, 9);
const fresh = now - 1_000;
const stale = now - ABANDONED_AFTER_MS - 1_000;

describe("isAbandoned", () => {
  it.each<[string, FolderOwner | null, number, boolean]>([
    ["a running process's on this machine", { host: probe.host, pid: 100, started: "5000" }, fresh, false],
    ["a running process's that missed its refreshes", { host: probe.host, pid: 100, started: "5000" }, stale, false],
    ["a process's whose pid runs no more", { host: probe.host, pid: 300, started: "9000" }, fresh, true],
    ["a process's whose pid another process took", { host: probe.host, pid: 200, started: "6500" }, fresh, true],
    ["a process's whose start could not be read", { host: probe.host, pid: 200, started: null }, fresh, false],
    ["another machine's, refreshed lately", { host: "lodge-2 pid:[1]", pid: 300, started: "9000" }, fresh, false],
    ["another machine's, not refreshed for long", { host: "lodge-2 pid:[1]", pid: 100, started: "5000" }, stale, true],
    ["a container's with the same name but its own pids", { host: "lodge-1 pid:[2]", pid: 100, started: "1" }, fresh, false],
    ["one without an owner, made lately", null, fresh, false],
    ["one without an owner, long ago", null, stale, true],
  ])("counts the folder %s as abandoned: %s", (_what, owner, refreshedAt, expected) => {
    expect(isAbandoned(owner, refreshedAt, probe, now)).toBe(expected);
  });
});

describe("removeAbandoned", () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-in-progress-"))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const folder = (name: string, owner: FolderOwner) => {
    fs.mkdirSync(path.join(root, name));
    fs.writeFileSync(path.join(root, name, OWNER_FILE), JSON.stringify(owner));
    fs.writeFileSync(path.join(root, name, "upload.part"), "bytes");
  };

  it("removes the folders of processes that are gone and loose files, and keeps its own and running processes' folders", async () => {
    folder("100-own", { host: probe.host, pid: 100, started: "5000" });
    folder("200-running", { host: probe.host, pid: 200, started: "7000" });
    folder("300-gone", { host: probe.host, pid: 300, started: "9000" });
    folder("200-reused", { host: probe.host, pid: 200, started: "6000" });
    fs.writeFileSync(path.join(root, "left-by-an-earlier-server.part"), "bytes");
    const removed = await removeAbandoned(root, path.join(root, "100-own"), probe);
    expect(removed.sort()).toEqual(["200-reused", "300-gone", "left-by-an-earlier-server.part"]);
    expect(fs.readdirSync(root).sort()).toEqual(["100-own", "200-running"]);
  });
});
