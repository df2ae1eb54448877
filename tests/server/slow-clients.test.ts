import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { API_HANDLERS } from "../../src/server/api-handlers";
import { BODY_STALL_MS } from "../../src/server/http/guarded-body";
import { UPLOAD_SLOTS, FORM_SLOTS } from "../../src/server/http/body-slots";
import { maxPhotoBytes } from "../../src/server/photos/photo-rules";
import { UPLOAD_TEMP_FOLDER } from "../../src/server/storage/upload-temp";
import { phonePhoto } from "../support/photo-files";
import { encodedUploadForm, GUEST, uploadPhoto } from "../support/photo-upload";
import { pathOf } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { stallBody, type StalledBody } from "../support/stalled-body";
import { uploadsInProgress } from "../support/upload-files";

/**
 * Slow clients, on loopback and bounded: uploads and form bodies that stall part-way, more of them at
 * once than the server reads, from one address and from many. The server must hold them on disk, not
 * in memory, answer each stall with 408 (or close it) once BODY_STALL_MS passes without a byte, leave
 * no temporary file behind, and keep serving pages and normal uploads meanwhile.
 */
const MB = 1024 * 1024;
const STALLED_UPLOADS = 60;

/** A photo as large as the form takes: camera noise compresses badly, so a 12-megapixel JPEG nears 10 MB. */
const largePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 120, b: 60 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** Milliseconds to fetch a page whole. */
async function pageLatency(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe.each(TEST_SETUPS)("slow clients on the $name setup", (setup) => {
  let server: SiteServer;
  let tempFolder: string;
  let form: { body: Buffer; type: string };
  let small: Buffer;
  let address = 0;
  const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const tempFiles = () => uploadsInProgress(tempFolder);
  const tempBytes = () => tempFiles().reduce((sum, file) => sum + (fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0), 0);
  const uploadHeaders = (from: string) => ({ "Content-Type": form.type, Origin: server.url, Accept: "application/json", "X-Forwarded-For": from });
  const normalUpload = async () => (await uploadPhoto(server.url, GUEST, [{ bytes: small, name: "p.jpg", type: "image/jpeg" }])).status;

  beforeAll(async () => {
    // Behind a "proxy", so that each slow client can come from an address of its own.
    const env: Record<string, string> = { ...(await setup.create()), TRUST_PROXY: "true" };
    tempFolder = path.join(env["DATA_DIR"] ?? "", UPLOAD_TEMP_FOLDER);
    // What a server killed mid-upload leaves behind.
    fs.mkdirSync(tempFolder, { recursive: true });
    fs.writeFileSync(path.join(tempFolder, "left-by-a-killed-server.part"), Buffer.alloc(64 * 1024));
    server = await startSiteServer(env);
    const photo = await largePhoto();
    expect(photo.length).toBeGreaterThan(6 * MB);
    expect(photo.length).toBeLessThan(maxPhotoBytes());
    form = await encodedUploadForm(photo);
    small = await phonePhoto();
  }, 60_000);
  afterAll(() => server.stop(), 15_000);

  it("removes the uploads in progress a killed server left, at start", async () => {
    expect(await until(() => tempFiles().length === 0, 5_000)).toBe(true);
  });

  it(`holds ${STALLED_UPLOADS} uploads stalled one byte short on disk, not in memory, times them out, and keeps serving pages and uploads`, async () => {
    // Warm: the photo decoder loaded and the page served once, so "before" is a working server.
    expect(await normalUpload()).toBe(202);
    const page = `${server.url}${pathOf("home", "pt")}`;
    await pageLatency(page);
    const rssBefore = server.rss();

    const stalled = Array.from({ length: STALLED_UPLOADS }, () => stallBody(server.url, "/api/photos", uploadHeaders(nextAddress()), form.body));
    try {
      await Promise.all(stalled.map((upload) => upload.sent));
      // The server has taken in what the clients sent (on disk, where it goes: the kernel's buffers are not the server's).
      const received = await until(() => tempBytes() >= STALLED_UPLOADS * (form.body.length - 64 * 1024), 20_000);
      const rssDuring = server.rss();
      const figures = `${setup.name}: ${STALLED_UPLOADS} uploads of ${(form.body.length / MB).toFixed(1)} MB stalled one byte short: RSS ${(rssBefore / MB).toFixed(0)} → ${(rssDuring / MB).toFixed(0)} MB during`;
      console.log(figures);
      expect(rssDuring - rssBefore).toBeLessThan(250 * MB);
      expect(received).toBe(true);

      const latencies: number[] = [];
      for (let index = 0; index < 5; index += 1) latencies.push(await pageLatency(page));
      expect(Math.max(...latencies)).toBeLessThan(2000);
      expect(await normalUpload()).toBe(202);

      // Each stalled upload ends in a timeout answer (or a closed connection), soon after the stall limit.
      const outcomes = await Promise.all(stalled.map((upload) => upload.ended));
      for (const outcome of outcomes) {
        expect([408, 0]).toContain(outcome.status);
        expect(outcome.afterSentMs).toBeLessThan(BODY_STALL_MS + 10_000);
      }
      expect(outcomes.filter((o) => o.status === 408).length).toBeGreaterThan(0);
      expect(await until(() => tempFiles().length === 0, 5_000)).toBe(true);
      const rssAfter = server.rss();
      expect(await normalUpload()).toBe(202);
      const answers = outcomes.reduce<Record<number, number>>((count, o) => ({ ...count, [o.status]: (count[o.status] ?? 0) + 1 }), {});
      console.log(
        `${setup.name}: RSS ${(rssAfter / MB).toFixed(0)} MB after; page ${Math.max(...latencies).toFixed(0)} ms at most ` +
          `(median ${[...latencies].sort((a, b) => a - b)[2]?.toFixed(0)} ms) during; answers ${JSON.stringify(answers)}, ` +
          `ended ${Math.max(...outcomes.map((o) => o.afterSentMs)).toFixed(0)} ms after the last byte at most`,
      );
    } finally {
      for (const upload of stalled) upload.abort();
    }
  }, 120_000);

  it("reads only so many uploads at once, from one address and in all; refuses the next from its headers, with Retry-After; removes what hung-up uploads left", async () => {
    // The start of each body sent, so each slot holder has its temporary file when its client hangs up.
    const unsent = form.body.length - 256 * 1024;
    const held: StalledBody[] = [];
    try {
      const oneAddress = nextAddress();
      for (let index = 0; index < UPLOAD_SLOTS.perAddress; index += 1) {
        held.push(stallBody(server.url, "/api/photos", uploadHeaders(oneAddress), form.body, unsent));
      }
      await until(() => tempFiles().length === UPLOAD_SLOTS.perAddress, 10_000);
      // Headers only: the refusal cannot wait for a body that never comes.
      const sameAddress = await stallBody(server.url, "/api/photos", uploadHeaders(oneAddress), form.body, form.body.length).ended;
      expect(sameAddress).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(JSON.parse(sameAddress.body)).toMatchObject({ code: "tooMany" });

      for (let index = UPLOAD_SLOTS.perAddress; index < UPLOAD_SLOTS.total; index += 1) {
        held.push(stallBody(server.url, "/api/photos", uploadHeaders(nextAddress()), form.body, unsent));
      }
      await until(() => tempFiles().length === UPLOAD_SLOTS.total, 20_000);
      const overTotal = await stallBody(server.url, "/api/photos", uploadHeaders(nextAddress()), form.body, form.body.length).ended;
      expect(overTotal).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(JSON.parse(overTotal.body)).toMatchObject({ code: "failed" });
    } finally {
      for (const upload of held) upload.abort();
    }
    // Hung up mid-upload: each temporary file is removed, and each slot given back.
    expect(await until(() => tempFiles().length === 0, 5_000)).toBe(true);
    expect(await normalUpload()).toBe(202);
  }, 60_000);

  it("answers another site's body and a body sent to a page from the headers, and closes the connection without reading it", async () => {
    const fromElsewhere = (from: string) => ({
      "Content-Type": "application/json",
      Origin: "https://elsewhere.example",
      "Sec-Fetch-Site": "cross-site",
      Accept: "application/json",
      "X-Forwarded-For": from,
    });
    const partial = Buffer.from(JSON.stringify({ email: "guest@example.org", padding: "x".repeat(4000) }));
    const sameSiteOnly = Object.entries(API_HANDLERS).filter(([, module]) => module.takesCrossSiteRequests !== true);
    expect(sameSiteOnly.length).toBeGreaterThan(5);
    const toEndpoints = sameSiteOnly.map(([name]) => ({
      name,
      body: stallBody(server.url, `/api/${name}`, fromElsewhere(nextAddress()), partial, 1000, true),
    }));
    const toPage = stallBody(server.url, pathOf("home", "pt"), { "Content-Type": "text/plain", "X-Forwarded-For": nextAddress() }, partial, 1000, true);
    const outcomes = await Promise.all(toEndpoints.map(async ({ name, body }) => ({ name, ...(await body.ended) })));
    for (const outcome of outcomes) {
      // 403 where the endpoint takes POST, 405 where it only answers GET: either way before the stall timeout.
      expect({ name: outcome.name, status: [403, 405].includes(outcome.status), closed: outcome.closedByServer }).toEqual({
        name: outcome.name,
        status: true,
        closed: true,
      });
      expect(outcome.afterSentMs).toBeLessThan(BODY_STALL_MS / 2);
    }
    expect(outcomes.filter(({ status }) => status === 403).map(({ name }) => name)).toEqual(
      expect.arrayContaining(["enquiry", "contact", "newsletter", "login", "photo-review"]),
    );
    const page = await toPage.ended;
    expect(page).toMatchObject({ status: 405, closedByServer: true });
    expect(page.afterSentMs).toBeLessThan(BODY_STALL_MS / 2);
  }, 60_000);

  it("times out stalled form bodies with 408 on every endpoint that reads one, and reads only so many from one address at once", async () => {
    const page = `${server.url}${pathOf("home", "pt")}`;
    const json = (from: string) => ({ "Content-Type": "application/json", Origin: server.url, Accept: "application/json", "X-Forwarded-For": from });
    const partial = Buffer.from(JSON.stringify({ email: "guest@example.org", consent: "on", padding: "x".repeat(200) }));
    const stalled = ["/api/newsletter", "/api/enquiry", "/api/login", "/api/logout", "/api/photo-review", "/api/vitals"].map((endpoint) => ({
      endpoint,
      body: stallBody(server.url, endpoint, json(nextAddress()), partial, 100),
    }));
    // One address holding every slot it may have, with reports it never finishes: the next is refused.
    const oneAddress = nextAddress();
    const held = Array.from({ length: FORM_SLOTS.perAddress }, () => stallBody(server.url, "/api/vitals", json(oneAddress), partial, 100));
    await Promise.all(held.map((body) => body.sent));
    await sleep(500);
    const refused = await stallBody(server.url, "/api/vitals", json(oneAddress), partial, partial.length).ended;
    expect(refused).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(await pageLatency(page)).toBeLessThan(2000);

    const outcomes = await Promise.all([...stalled.map(({ body }) => body.ended), ...held.map((body) => body.ended)]);
    const byEndpoint = Object.fromEntries(stalled.map(({ endpoint }, index) => [endpoint, outcomes[index]?.status]));
    expect(byEndpoint).toEqual(Object.fromEntries(stalled.map(({ endpoint }) => [endpoint, 408])));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(408);
      expect(outcome.afterSentMs).toBeLessThan(BODY_STALL_MS + 5_000);
      expect(JSON.parse(outcome.body)).toEqual({ error: expect.stringMatching(/no part of the request body arrived/) });
    }
  }, 60_000);
});
