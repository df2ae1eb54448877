import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { openDiskStore } from "../../src/server/storage/disk-store";
import { InvalidKeyError, type FileStore } from "../../src/server/storage/file-store";
import { openS3Store } from "../../src/server/storage/s3-store";
import { fileStoreTarget } from "../../src/server/storage/open-file-store";
import { createTestBucket, S3RVER_KEYS } from "../support/s3-server";
import { startSiteServer } from "../support/site-server";

const ROOT = path.resolve(__dirname, "../..");
const temporaryDirectory = () => fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"));
const s3Endpoint = () => process.env["TEST_S3_ENDPOINT"] ?? "";

async function bytesOf(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const STORES: { name: string; open(): Promise<FileStore> }[] = [
  { name: "disk", open: () => openDiskStore(temporaryDirectory()) },
  {
    name: "S3",
    async open() {
      const target = fileStoreTarget(await createTestBucket(s3Endpoint()));
      if (target.kind !== "s3") throw new Error("the bucket's environment did not select S3");
      // Small pages, so that listing is tested across several of them.
      return openS3Store(target, { listPageSize: 10 });
    },
  },
];

describe.each(STORES)("files in the $name store", ({ open }) => {
  let store: FileStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("gives back the exact bytes stored, typed by the key's extension, and replaces them", async () => {
    const photo = randomBytes(3 * 1024 * 1024);
    await store.put("photos/pending/one.jpg", photo);
    const file = await store.get("photos/pending/one.jpg");
    expect(file?.size).toBe(photo.length);
    expect(file?.contentType).toBe("image/jpeg");
    file?.body.destroy();
    expect((await bytesOf(store, "photos/pending/one.jpg"))?.equals(photo)).toBe(true);

    await store.put("photos/pending/one.jpg", Buffer.from("second"));
    expect((await bytesOf(store, "photos/pending/one.jpg"))?.toString()).toBe("second");
    await store.put("exports/list.csv", Buffer.from("email\n"));
    const list = await store.get("exports/list.csv");
    list?.body.destroy();
    expect(list?.contentType).toBe("text/csv; charset=utf-8");
  });

  it("answers null for a missing file and deletes idempotently", async () => {
    expect(await store.get("photos/none.jpg")).toBeNull();
    await store.put("photos/gone.webp", Buffer.from("x"));
    await store.delete("photos/gone.webp");
    await store.delete("photos/gone.webp");
    expect(await store.get("photos/gone.webp")).toBeNull();
    await store.put("photos/a/b.png", Buffer.from("x"));
    // A "directory" of other keys is not a file.
    expect(await store.get("photos/a")).toBeNull();
  });

  it("lists keys by prefix, sorted, across pages", async () => {
    const pending = Array.from({ length: 25 }, (_, index) => `photos/pending/${String(index).padStart(2, "0")}.jpg`);
    await Promise.all([...pending, "photos/approved/x.jpg", "photos/pendingnot.jpg"].map((key) => store.put(key, Buffer.from(key))));
    expect(await store.list("photos/pending/")).toEqual(pending);
    expect(await store.list("photos/pending/1")).toEqual(pending.slice(10, 20));
    expect(await store.list("photos/pending")).toEqual([...pending, "photos/pendingnot.jpg"]);
    expect(await store.list("")).toHaveLength(27);
    expect(await store.list("nothing/")).toEqual([]);
  });

  it.each([
    ["../outside.jpg"],
    ["photos/../../outside.jpg"],
    ["/etc/passwd"],
    ["photos//double.jpg"],
    ["photos\\windows.jpg"],
    [".incoming/x"],
    ["photos/.hidden"],
    ["Photos/Upper.JPG"],
    ["photos/%2e%2e/x.jpg"],
    ["photos/name with space.jpg"],
    ["photos/"],
    [""],
    [`photos/${"a".repeat(300)}.jpg`],
  ])("refuses the key %j before touching storage", async (key) => {
    await expect(store.put(key, Buffer.from("hostile"))).rejects.toThrow(InvalidKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidKeyError);
    expect(await store.list("")).toEqual([]);
    // The disk store's directory is in the temporary directory: a climb out of it would land here.
    expect(fs.existsSync(path.join(os.tmpdir(), "outside.jpg"))).toBe(false);
  });

  it.each([["../"], ["/photos"], ["photos/../"]])("refuses the prefix %j", async (prefix) => {
    await expect(store.list(prefix)).rejects.toThrow(InvalidKeyError);
  });

  it("keeps 40 files written at once", async () => {
    const files = Array.from({ length: 40 }, (_, index) => [`concurrent/${index}.bin`, randomBytes(64 * 1024)] as const);
    await Promise.all(files.map(([key, bytes]) => store.put(key, bytes)));
    for (const [key, bytes] of files) expect((await bytesOf(store, key))?.equals(bytes)).toBe(true);
  });
});

describe("files on disk when the writer is killed", () => {
  it("hold every file whose write was acknowledged, whole, and no torn file under any key", async () => {
    const directory = temporaryDirectory();
    const writer = spawn(process.execPath, ["--import", "tsx", "tests/support/file-writer.ts", directory], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the writer stored nothing in 30 s")), 30_000);
      let output = "";
      writer.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const lines = output.split("\n");
        output = lines.pop() ?? "";
        for (const line of lines) acknowledged.push(line.replace(/^stored /, ""));
        if (acknowledged.length >= 8) {
          clearTimeout(timer);
          // Mid-write: the next file is being written as the signal lands.
          writer.kill("SIGKILL");
          resolve();
        }
      });
    });
    await new Promise((resolve) => writer.once("exit", resolve));

    const store = await openDiskStore(directory);
    const keys = await store.list("crash/");
    expect(keys).toEqual(expect.arrayContaining(acknowledged));
    for (const key of keys) {
      const bytes = await bytesOf(store, key);
      expect(
        `${key}: ${createHash("sha256")
          .update(bytes ?? "")
          .digest("hex")}`,
      ).toBe(`${key}: ${/-([0-9a-f]{64})\.bin$/.exec(key)?.[1]}`);
    }
    // What was being written when the writer died is cleared away at the next start.
    expect(fs.readdirSync(path.join(directory, ".incoming"))).toEqual([]);
  }, 60_000);
});

describe("the server's file storage setting", () => {
  it("starts on a bucket that exists, and stops with the reason on one that does not or with a wrong key", async () => {
    const bucket = await createTestBucket(s3Endpoint());
    const dataDir = temporaryDirectory();
    const server = await startSiteServer({ ...bucket, DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/pt/`)).status).toBe(200);
    await server.stop();

    await expect(startSiteServer({ ...bucket, S3_BUCKET: "no-such-bucket", DATA_DIR: dataDir })).rejects.toThrow(
      /File storage error: S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used/,
    );
    await expect(startSiteServer({ ...bucket, S3_ACCESS_KEY_ID: "NOT-A-KEY", DATA_DIR: dataDir })).rejects.toThrow(/File storage error: .*cannot be used/);
    await expect(startSiteServer({ S3_ENDPOINT: s3Endpoint(), DATA_DIR: dataDir })).rejects.toThrow(
      /Configuration error: S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(S3RVER_KEYS.S3_ACCESS_KEY_ID).toBe(bucket["S3_ACCESS_KEY_ID"]);
  }, 60_000);

  it("reads a file back as a stream that a response can pipe", async () => {
    const store = await openDiskStore(temporaryDirectory());
    await store.put("notes/readme.json", Buffer.from('{"ok":true}'));
    const file = await store.get("notes/readme.json");
    expect(file?.contentType).toBe("application/json");
    expect(file ? await text(file.body) : "").toBe('{"ok":true}');
  });
});
