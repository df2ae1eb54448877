/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "./data/database";
import { migrate } from "./data/migrations";
import { openSqlite } from "./data/sqlite";
import { site } from "./content/site";
import { applyRetention } from "./retention";
import { openDiskStore } from "./storage/disk-store";
import type { FileStore } from "./storage/file-store";

/** The retention of photos nobody reviewed, on the embedded database and a disk store of its own. */
describe("photos nobody reviewed", () => {
  const DAY = 24 * 60 * 60_000;
  const kept = site().dataRetention.unreviewedPhotoDays * DAY;
  const now = Date.UTC(2026, 10, 26, 12);
  let dir: string;
  let db: Database;
  let store: FileStore;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "unreviewed-photos-"));
    db = await openSqlite(dir);
    await migrate(db);
    store = await openDiskStore(path.join(dir, "files"));
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const photo = async (id: string, status: "pending" | "approved", submittedAt: number) => {
    const key = `photos/${submittedAt}-${id}.jpg`;
    await store.put(key, Buffer.from(id));
    await db.run(
      `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at, reviewed_at)
       VALUES ($1, $2, $3, 'Guest', 'guest@example.com', '', 'pt', 1200, 900, 10, $4, $5)`,
      [id, key, status, submittedAt, status === "pending" ? null : submittedAt + DAY],
    );
    return key;
  };

  it("deletes a pending photo's file and record once it has waited longer than the period, and nothing else", async () => {
    await photo("waited-too-long", "pending", now - kept - 60_000);
    const recent = await photo("waiting-lately", "pending", now - kept + 60_000);
    const published = await photo("published-long-ago", "approved", now - 10 * kept);

    const deleted = await applyRetention(db, store, now);

    expect(deleted).toEqual({ "photos nobody reviewed": 1 });
    expect((await db.query<{ id: string }>("SELECT id FROM photo_submissions ORDER BY id")).map((row) => row.id)).toEqual([
      "published-long-ago",
      "waiting-lately",
    ]);
    expect(await store.list("photos/")).toEqual([published, recent].sort());
  });
});
