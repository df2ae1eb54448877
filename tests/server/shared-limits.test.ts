import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ENQUIRIES_PER_ADDRESS } from "../../src/api/enquiry";
import { MAX_STORED_REPORTS, STORE_COUNT_SHARED_EVERY, VITALS_PER_SENDER } from "../../src/server/data/vitals-store";
import { localProbe, OWNER_FILE, UPLOAD_TEMP_FOLDER, type FolderOwner } from "../../src/server/storage/upload-temp";
import { englishEnquiry, postForm } from "../support/form-posts";
import { postReports } from "../support/load";
import { phonePhoto } from "../support/photo-files";
import { encodedUploadForm } from "../support/photo-upload";
import { sharedSetup, twoServers, type SharedSetup } from "../support/shared-servers";
import { TEST_SETUPS } from "../support/site-server";
import { stallBody } from "../support/stalled-body";
import { insertReports } from "../support/stored-vitals";
import { uploadsInProgress } from "../support/upload-files";

/**
 * Limits that protect shared data hold when two server processes share one database and one DATA_DIR
 * (and one bucket), as behind a balancer, and when a process restarts: each is counted where both
 * processes see it. A process's own uploads in progress are its own, and a second process starting on
 * the same DATA_DIR leaves them alone.
 */
const countOf = (statuses: ReadonlyArray<number | null>) =>
  statuses.reduce<Record<string, number>>((count, s) => ({ ...count, [String(s)]: (count[String(s)] ?? 0) + 1 }), {});

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe.each(TEST_SETUPS)("limits across two server processes on the $name setup", (setup) => {
  let pair: Awaited<ReturnType<typeof twoServers>>;
  beforeAll(async () => {
    pair = await twoServers(setup);
  }, 60_000);
  afterAll(() => pair?.stop(), 30_000);

  it("cuts one sender's web-vitals reports at its share in total, sent through both servers", async () => {
    const sender = () => "203.0.113.40";
    const half = VITALS_PER_SENDER.limit / 2 + 100;
    const [viaA, viaB] = await Promise.all([postReports(pair.a.url, half, 20, "split-a", sender), postReports(pair.b.url, half, 20, "split-b", sender)]);
    expect({ acknowledged: viaA.acknowledged.length + viaB.acknowledged.length, refused: (viaA.refused[429] ?? 0) + (viaB.refused[429] ?? 0) }).toEqual({
      acknowledged: VITALS_PER_SENDER.limit,
      refused: 2 * half - VITALS_PER_SENDER.limit,
    });
  }, 60_000);

  it("keeps a sender's share through a restart", async () => {
    const sender = () => "203.0.113.41";
    const before = await postReports(pair.a.url, VITALS_PER_SENDER.limit, 20, "before-restart", sender);
    expect(before.acknowledged).toHaveLength(VITALS_PER_SENDER.limit);
    pair.a = await pair.restart(pair.a);
    const after = await postReports(pair.a.url, 10, 5, "after-restart", sender);
    expect({ acknowledged: after.acknowledged.length, refused: after.refused }).toEqual({ acknowledged: 0, refused: { 429: 10 } });
  }, 60_000);

  it("holds an address's enquiries per hour, sent through both servers, at the limit in total", async () => {
    const statuses: Array<number | null> = [];
    for (let index = 0; index < ENQUIRIES_PER_ADDRESS.limit + 3; index += 1) {
      const server = index % 2 === 0 ? pair.a : pair.b;
      statuses.push(await postForm(server.url, "/api/enquiry", { ...englishEnquiry(), message: `Pergunta ${index}` }, "203.0.113.42"));
    }
    expect(countOf(statuses)).toEqual({ 202: ENQUIRIES_PER_ADDRESS.limit, 429: 3 });
  }, 60_000);
});

describe.each(TEST_SETUPS)("the store's cap across two server processes on the $name setup", (setup) => {
  // Room left for ten shares of the count, so each process alone would take it all.
  const room = 10 * STORE_COUNT_SHARED_EVERY;
  /** Reports each process is sent at once. */
  const IN_FLIGHT = 20;
  let shared: SharedSetup;
  beforeAll(async () => {
    shared = await sharedSetup(setup);
    await insertReports(shared.db, MAX_STORED_REPORTS - room, Date.now(), "filled");
    await Promise.all([shared.start(), shared.start()]);
  }, 120_000);
  afterAll(() => shared?.stop(), 30_000);

  it(`takes what room is left in all, passing the cap by at most ${STORE_COUNT_SHARED_EVERY} a process, and answers 507 past it`, async () => {
    const [a, b] = shared.servers;
    if (!a || !b) throw new Error("two servers expected");
    // From many senders, each well inside its share.
    const sender = (index: number) => `198.18.1.${index % 200}`;
    const [viaA, viaB] = await Promise.all([postReports(a.url, room, IN_FLIGHT, "cap-a", sender), postReports(b.url, room, IN_FLIGHT, "cap-b", sender)]);
    const taken = viaA.acknowledged.length + viaB.acknowledged.length;
    // Cautious near the cap, never past it by more than a share a process: a process counts its reports
    // in flight against the cap before they are written, and the share it is adding twice until the
    // addition is done, so it may stop short by about that much.
    expect(taken).toBeGreaterThanOrEqual(room - 2 * (STORE_COUNT_SHARED_EVERY + IN_FLIGHT));
    expect(taken).toBeLessThanOrEqual(room + 2 * STORE_COUNT_SHARED_EVERY);
    expect((viaA.refused[507] ?? 0) + (viaB.refused[507] ?? 0)).toBe(2 * room - taken);
  }, 120_000);
});

describe.each(TEST_SETUPS)("uploads in progress with two server processes on one DATA_DIR, on the $name setup", (setup) => {
  let shared: SharedSetup;
  let root: string;
  beforeAll(async () => {
    shared = await sharedSetup(setup);
    root = path.join(shared.env["DATA_DIR"] ?? "", UPLOAD_TEMP_FOLDER);
  }, 60_000);
  afterAll(() => shared?.stop(), 30_000);

  /** A folder as a process leaves it: its owner file and an upload's temporary file. */
  const leaveFolder = (name: string, owner: FolderOwner) => {
    fs.mkdirSync(path.join(root, name), { recursive: true });
    fs.writeFileSync(path.join(root, name, OWNER_FILE), JSON.stringify(owner));
    fs.writeFileSync(path.join(root, name, "left.part"), Buffer.alloc(1024));
  };

  it("lets an upload in progress on one finish while the other starts, and removes only what gone processes left", async () => {
    const a = await shared.start();
    const form = await encodedUploadForm(await phonePhoto());
    const headers = { "Content-Type": form.type, Origin: a.url, Accept: "application/json", "X-Forwarded-For": "203.0.113.43" };
    const upload = stallBody(a.url, "/api/photos", headers, form.body, 1);
    try {
      await upload.sent;
      expect(await until(() => uploadsInProgress(root).length === 1, 10_000)).toBe(true);

      // What a process killed on this machine left (its pid runs no more), and a folder whose pid another process now has.
      const host = localProbe().host;
      const gonePid = spawnSync(process.execPath, ["-e", ""]).pid;
      leaveFolder(`${gonePid}-gone`, { host, pid: gonePid, started: "1" });
      leaveFolder(`${process.pid}-reused`, { host, pid: process.pid, started: "1" });
      // A process on another machine sharing the folder, that refreshed its owner file lately.
      leaveFolder("1-elsewhere", { host: "another-machine", pid: 1, started: "1" });

      await shared.start();
      // The new process sweeps as it starts, beside its first requests.
      const swept = () => !fs.existsSync(path.join(root, `${gonePid}-gone`)) && !fs.existsSync(path.join(root, `${process.pid}-reused`));
      const sweptInTime = await until(swept, 10_000);

      upload.sendRest();
      const outcome = await upload.ended;
      expect({ status: outcome.status, body: JSON.parse(outcome.body) as unknown }).toEqual({ status: 202, body: expect.objectContaining({ ok: true }) });
      expect(sweptInTime).toBe(true);
      expect(fs.existsSync(path.join(root, "1-elsewhere"))).toBe(true);
    } finally {
      upload.abort();
    }
  }, 90_000);
});
