import sharp from "sharp";
import type { Database } from "../../src/server/data/database";
import { photoSubmissions, sweepOrphanPhotos, ORPHAN_GRACE_MS } from "../../src/server/photos/photo-submissions";
import type { FileStore } from "../../src/server/storage/file-store";
import { fileStoreTarget, openFileStore } from "../../src/server/storage/open-file-store";
import { QUEUE_FULL_RETRY_AFTER_SECONDS, REVIEW_QUEUE_CAP, reviewQueueSize } from "../../src/server/photos/review-queue";
import { pngBomb, phonePhoto, plainPhoto, SVG_WITH_SCRIPT } from "../support/photo-files";
import { GUEST, uploadPhoto, type PhotoFile } from "../support/photo-upload";
import { emptyReviewQueue, seedPendingPhotos } from "../support/review-queue";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { stallBody } from "../support/stalled-body";
import { signedInStaff, type SignedIn } from "../support/staff-session";
import { streamBody } from "../support/streamed-upload";
import { openTestDatabase } from "../support/test-database";

async function bytesOf(store: FileStore, key: string): Promise<Buffer> {
  const file = await store.get(key);
  if (!file) throw new Error(`no file at ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(TEST_SETUPS)("guest photos on the $name setup", (setup) => {
  let env: Record<string, string>;
  let server: SiteServer;
  let db: Database;
  let store: FileStore;
  let jpeg: PhotoFile;

  beforeAll(async () => {
    // Behind a "proxy", so that each upload can come from an address of its own and the per-address
    // limit is tested on its own.
    env = { ...(await setup.create()), TRUST_PROXY: "true" };
    server = await startSiteServer(env);
    db = await openTestDatabase(env);
    store = await openFileStore(fileStoreTarget(env));
    jpeg = { bytes: await phonePhoto(), name: "IMG_2041.jpg", type: "image/jpeg" };
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await db.close();
    await store.close();
  });

  const pending = () => photoSubmissions(db, "pending");

  it("keeps a phone photo for review, upright and without its EXIF (GPS above all), and never serves it", async () => {
    const before = (await pending()).length;
    const answer = await uploadPhoto(server.url, GUEST, [jpeg]);
    expect(answer).toMatchObject({ status: 202, body: { ok: true, code: "sent" } });

    const [stored] = (await pending()).slice(before);
    expect(stored).toMatchObject({ guestName: GUEST.name, guestEmail: GUEST.email, caption: GUEST.caption, language: "pt", width: 1200, height: 900 });
    expect(stored?.fileKey).toMatch(/^photos\/\d+-[0-9a-f-]{36}\.jpg$/);
    const bytes = await bytesOf(store, stored?.fileKey ?? "");
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes("TestCamera")).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);
    expect(jpeg.bytes.includes("TestCamera")).toBe(true);

    // No address of the site leads to an unmoderated file.
    for (const path of [`/${stored?.fileKey}`, `/files/${stored?.fileKey}`, `/data/files/${stored?.fileKey}`, "/api/photos"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(`${path} ${response.status}`).toMatch(/ (404|405)$/);
      expect(response.headers.get("content-type")).not.toMatch(/^image\//);
    }
  });

  it.each([["png" as const], ["webp" as const]])("takes a %s photo and keeps its format", async (format) => {
    const answer = await uploadPhoto(server.url, { ...GUEST, from: "/en/photo-upload/" }, [
      { bytes: await plainPhoto(format), name: `sunset.${format}`, type: `image/${format}` },
    ]);
    expect(answer.status).toBe(202);
    const latest = (await pending()).at(-1);
    expect(latest?.fileKey.endsWith(`.${format}`)).toBe(true);
    expect(latest?.language).toBe("en");
  });

  it("takes any file name, even a path trick, and stores under a name of its own", async () => {
    const answer = await uploadPhoto(server.url, GUEST, [{ ...jpeg, name: "../../../../etc/cron.d/evil.jpg" }]);
    expect(answer.status).toBe(202);
    expect((await pending()).at(-1)?.fileKey).toMatch(/^photos\/\d+-[0-9a-f-]{36}\.jpg$/);
    expect((await store.list("")).every((key) => key.startsWith("photos/"))).toBe(true);
  });

  describe("refuses, with its code, and stores nothing", () => {
    const refusals: Array<[string, () => Promise<PhotoFile[]>, Record<string, string | undefined>, number, string]> = [
      [
        "a text file named .jpg",
        async () => [{ bytes: Buffer.from("not a photo at all\n".repeat(100)), name: "photo.jpg", type: "image/jpeg" }],
        {},
        415,
        "fileType",
      ],
      ["an SVG with a script, named .jpg", async () => [{ bytes: SVG_WITH_SCRIPT, name: "bird.jpg", type: "image/jpeg" }], {}, 415, "fileType"],
      ["a JPEG cut off after its header", async () => [{ ...jpeg, bytes: jpeg.bytes.subarray(0, 700) }], {}, 415, "fileType"],
      [
        "a decompression bomb (a small PNG of 3.6 gigapixels)",
        async () => [{ bytes: pngBomb(), name: "bomb.png", type: "image/png" }],
        {},
        422,
        "tooManyPixels",
      ],
      [
        "a photo under the smallest size",
        async () => [{ bytes: await plainPhoto("png", 640, 480), name: "small.png", type: "image/png" }],
        {},
        422,
        "tooSmall",
      ],
      ["two photos", async () => [jpeg, jpeg], {}, 400, "fields"],
      ["no photo", async () => [], {}, 400, "fields"],
      ["no consent", async () => [jpeg], { consent: undefined }, 400, "fields"],
      ["a script in the name", async () => [jpeg], { name: "<script>alert(1)</script>" }, 400, "fields"],
      ["SQL in the name", async () => [jpeg], { name: "x'); DROP TABLE photo_submissions; --" }, 400, "fields"],
      ["markup in the caption", async () => [jpeg], { caption: 'Lindo <img src=x onerror="alert(1)">' }, 400, "fields"],
      ["a malformed e-mail", async () => [jpeg], { email: "ana@@example" }, 400, "fields"],
      ["a caption over 300 characters", async () => [jpeg], { caption: "a".repeat(301) }, 400, "fields"],
    ];
    it.each(refusals)("%s", async (_label, files, override, status, code) => {
      const before = await store.list("photos/");
      const rows = (await pending()).length;
      const answer = await uploadPhoto(server.url, { ...GUEST, ...override }, await files());
      expect({ status: answer.status, code: answer.body["code"] }).toEqual({ status, code });
      expect(await store.list("photos/")).toEqual(before);
      expect((await pending()).length).toBe(rows);
    });

    it("names the fields that are wrong", async () => {
      const answer = await uploadPhoto(server.url, { ...GUEST, name: "Robert'); DROP TABLE x;--", email: "", consent: undefined }, []);
      expect(answer.body["fields"]).toEqual({ name: "nameCharacters", email: "required", consent: "consent", photo: "required" });
    });

    it("a post from another site", async () => {
      const answer = await uploadPhoto(server.url, GUEST, [jpeg], { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
      expect(answer).toMatchObject({ status: 403, body: { code: "crossSite" } });
    });

    it("a body that is not multipart", async () => {
      for (const [type, body] of [
        ["application/json", "{}"],
        ["application/x-www-form-urlencoded", "name=a"],
        ["text/plain", "photo"],
      ]) {
        const response = await fetch(`${server.url}/api/photos`, { method: "POST", headers: { Origin: server.url, "Content-Type": type ?? "" }, body });
        expect(`${type} ${response.status}`).toBe(`${type} 415`);
      }
    });

    it("a 50 MB upload, after reading no more than its limit", async () => {
      const rows = (await pending()).length;
      const streamed = await streamBody(server.url, "/api/photos", { "Content-Type": "multipart/form-data; boundary=x", Origin: server.url }, 50 * 1024 * 1024);
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body)).toMatchObject({ error: expect.stringMatching(/larger than/) });
      expect(streamed.bytesSent).toBeLessThan(30 * 1024 * 1024);
      const declared = await streamBody(
        server.url,
        "/api/photos",
        { "Content-Type": "multipart/form-data; boundary=x", Origin: server.url },
        50 * 1024 * 1024,
        true,
      );
      expect(declared.status).toBe(413);
      expect((await pending()).length).toBe(rows);
    });
  });

  it("sends a post without script back to its page, at its result", async () => {
    const html = { Accept: "text/html,application/xhtml+xml" };
    expect((await uploadPhoto(server.url, { ...GUEST, from: "/en/photo-upload/" }, [jpeg], html)).location).toBe("/en/photo-upload/?upload=sent#upload-sent");
    const svg = [{ bytes: SVG_WITH_SCRIPT, name: "x.jpg", type: "image/jpeg" }];
    expect((await uploadPhoto(server.url, { ...GUEST, from: "//evil.example/" }, svg, html)).location).toBe("/pt/?upload=fileType#upload-fileType");
  });

  it("tells a robot that fills in the hidden field it was sent, and keeps nothing", async () => {
    const rows = (await pending()).length;
    const answer = await uploadPhoto(server.url, { ...GUEST, website: "https://spam.example" }, [jpeg]);
    expect(answer).toMatchObject({ status: 202, body: { code: "sent" } });
    expect((await pending()).length).toBe(rows);
  });

  it("takes ten photos an hour from one address, then asks it to wait", async () => {
    const from = { "X-Forwarded-For": "192.0.2.77" };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await uploadPhoto(server.url, GUEST, [jpeg], from)).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const refused = await uploadPhoto(server.url, GUEST, [jpeg], from);
    expect(refused.body).toMatchObject({ code: "tooMany", retryAfter: expect.any(Number) });
    // Another address is not held back.
    expect((await uploadPhoto(server.url, GUEST, [jpeg])).status).toBe(202);
  }, 60_000);

  it("sweeps away a file whose record was never written, once it is older than any upload", async () => {
    const now = Date.now();
    const old = `photos/${now - ORPHAN_GRACE_MS - 1000}-00000000-0000-4000-8000-000000000000.jpg`;
    const recent = `photos/${now}-00000000-0000-4000-8000-000000000001.jpg`;
    await store.put(old, Buffer.from("orphan"));
    await store.put(recent, Buffer.from("in flight"));
    const recorded = (await pending()).map((photo) => photo.fileKey);
    expect(await sweepOrphanPhotos(db, store, now)).toEqual([old]);
    expect(await store.list("photos/")).toEqual([...recorded, recent].sort());
    await store.delete(recent);
  });
});

describe.each(TEST_SETUPS)("guest photos on the $name setup when the server is killed mid-upload", (setup) => {
  it("keeps every photo it acknowledged, whole, with its record; no record without its file; orphans swept", async () => {
    const env = { ...(await setup.create()), TRUST_PROXY: "true" };
    const server = await startSiteServer(env);
    const photo = await phonePhoto(2400, 1800);
    const acknowledged: string[] = [];
    let stopped = false;
    // Eight guests uploading one photo after another, until the server is gone.
    const guests = Array.from({ length: 8 }, async (_, guest) => {
      for (let index = 0; !stopped; index += 1) {
        const caption = `crash ${guest}-${index}`;
        const answer = await uploadPhoto(server.url, { ...GUEST, caption }, [{ bytes: photo, name: "p.jpg", type: "image/jpeg" }]).catch(() => null);
        if (answer?.status === 202) acknowledged.push(caption);
        else if (answer === null) return;
      }
    });
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop("SIGKILL");
    stopped = true;
    await Promise.all(guests);

    const restarted = await startSiteServer(env);
    const db = await openTestDatabase(env);
    const store = await openFileStore(fileStoreTarget(env));
    try {
      const records = await photoSubmissions(db, "pending");
      expect(acknowledged.filter((caption) => !records.some((record) => record.caption === caption))).toEqual([]);
      for (const record of records) {
        const bytes = await bytesOf(store, record.fileKey);
        expect(bytes.length).toBe(record.bytes);
        expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 2400, height: 1800 });
      }
      // A file written just before the kill but never recorded is an orphan: the sweep takes it once
      // no upload could still be writing its record.
      await sweepOrphanPhotos(db, store, Date.now() + ORPHAN_GRACE_MS + 1000);
      expect(await store.list("photos/")).toEqual(records.map((record) => record.fileKey).sort());
      expect((await uploadPhoto(restarted.url, GUEST, [{ bytes: photo, name: "p.jpg", type: "image/jpeg" }])).status).toBe(202);
    } finally {
      await restarted.stop();
      await db.close();
      await store.close();
    }
  }, 120_000);
});

describe.each(TEST_SETUPS)("the review queue's cap on the $name setup", (setup) => {
  let env: Record<string, string>;
  let server: SiteServer;
  let db: Database;
  let store: FileStore;
  let staff: SignedIn;
  let jpeg: PhotoFile;
  const HTML = { Accept: "text/html,application/xhtml+xml" };
  const QUEUE_FULL = { status: 503, retryAfter: String(QUEUE_FULL_RETRY_AFTER_SECONDS), code: "queueFull" };
  const outcome = (answer: Awaited<ReturnType<typeof uploadPhoto>>) => ({ status: answer.status, retryAfter: answer.retryAfter, code: answer.body["code"] });

  beforeAll(async () => {
    env = { ...(await setup.create()), TRUST_PROXY: "true" };
    server = await startSiteServer(env);
    db = await openTestDatabase(env);
    store = await openFileStore(fileStoreTarget(env));
    staff = await signedInStaff(server.url, env, "moderadora");
    jpeg = { bytes: await phonePhoto(), name: "IMG_2041.jpg", type: "image/jpeg" };
  }, 60_000);
  beforeEach(() => emptyReviewQueue(db, store));
  afterAll(async () => {
    await server.stop();
    await db.close();
    await store.close();
  });

  // Each upload from an address of its own (uploadPhoto's default): the cap is the queue's, not an
  // address's. From the page a browser names, as it does, in its Referer.
  const upload = (headers: Record<string, string> = {}, from = "/en/photo-upload/") =>
    uploadPhoto(server.url, { ...GUEST, from }, [jpeg], { Referer: `${server.url}${from}`, ...headers });
  const decide = (id: string, decision: "approve" | "reject") =>
    fetch(`${server.url}/api/photo-review`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...staff.changeHeaders },
      body: JSON.stringify(decision === "approve" ? { id, decision, caption: "Arara", credit: "Ana" } : { id, decision }),
    });
  const uploaded = async () => (await photoSubmissions(db, "pending")).filter((photo) => photo.guestName === GUEST.name);

  it("fills up to its cap from several addresses, refuses the next with the reason and stores nothing; a decision makes room", async () => {
    await seedPendingPhotos(db, REVIEW_QUEUE_CAP.photos - 4, 1000);
    for (let index = 0; index < 4; index += 1) expect((await upload()).status).toBe(202);
    expect((await reviewQueueSize(db)).photos).toBe(REVIEW_QUEUE_CAP.photos);

    const files = await store.list("photos/");
    const refused = await upload();
    expect(outcome(refused)).toEqual(QUEUE_FULL);
    expect(refused.body["error"]).toMatch(/review queue is full/);
    // Without script: back to the page, at its message (the form's own, in the page's language).
    expect((await upload(HTML)).location).toBe("/en/photo-upload/?upload=queueFull#upload-queueFull");
    expect((await upload(HTML, "/pt/photo-upload/")).location).toBe("/pt/photo-upload/?upload=queueFull#upload-queueFull");
    expect(await store.list("photos/")).toEqual(files);
    expect((await reviewQueueSize(db)).photos).toBe(REVIEW_QUEUE_CAP.photos);

    const [first, second] = await uploaded();
    expect((await decide(first?.id ?? "", "reject")).status).toBe(200);
    expect((await upload()).status).toBe(202);
    expect(outcome(await upload())).toEqual(QUEUE_FULL);
    expect((await decide(second?.id ?? "", "approve")).status).toBe(200);
    expect((await upload()).status).toBe(202);
    expect((await reviewQueueSize(db)).photos).toBe(REVIEW_QUEUE_CAP.photos);
  }, 60_000);

  it("answers a full queue from the headers, before a byte of the photo is sent", async () => {
    await seedPendingPhotos(db, REVIEW_QUEUE_CAP.photos, 1000);
    const headers = { "Content-Type": "multipart/form-data; boundary=x", Origin: server.url, Accept: "application/json" };
    const body = Buffer.alloc(5 * 1024 * 1024);
    const stalled = stallBody(server.url, "/api/photos", headers, body, body.length);
    const timeout = setTimeout(() => stalled.abort(), 10_000);
    const answer = await stalled.ended;
    clearTimeout(timeout);
    expect({ status: answer.status, retryAfter: answer.retryAfter, code: (JSON.parse(answer.body || "{}") as { code?: string }).code }).toEqual(QUEUE_FULL);
  });

  it("refuses, once cleaned, a photo that would take the queue past its bytes, and deletes its file", async () => {
    // One photo waits, leaving room for less than any photo: the headers cannot tell, the cleaned size can.
    await seedPendingPhotos(db, 1, REVIEW_QUEUE_CAP.bytes - 100);
    const files = await store.list("photos/");
    expect(outcome(await upload())).toEqual(QUEUE_FULL);
    expect((await upload(HTML)).location).toBe("/en/photo-upload/?upload=queueFull#upload-queueFull");
    expect(await store.list("photos/")).toEqual(files);
    expect(await reviewQueueSize(db)).toEqual({ photos: 1, bytes: REVIEW_QUEUE_CAP.bytes - 100 });
  });

  it("takes no more than the room left when uploads arrive together, at two server processes on one database", async () => {
    const second = await startSiteServer(env);
    try {
      await seedPendingPhotos(db, REVIEW_QUEUE_CAP.photos - 2, 1000);
      const files = (await store.list("photos/")).length;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => {
          const url = index % 2 === 0 ? server.url : second.url;
          return uploadPhoto(url, { ...GUEST, from: "/en/photo-upload/" }, [jpeg], { Origin: url });
        }),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 503, 503, 503, 503, 503, 503]);
      expect((await reviewQueueSize(db)).photos).toBe(REVIEW_QUEUE_CAP.photos);
      expect((await store.list("photos/")).length).toBe(files + 2);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
