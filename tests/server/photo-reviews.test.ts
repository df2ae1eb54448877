import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "../../src/server/data/database";
import { LIMITS } from "../../src/lib/forms/forms";
import { photoSubmissions } from "../../src/server/photos/photo-submissions";
import { REVIEW_QUEUE_CAP, reviewQueueSize } from "../../src/server/photos/review-queue";
import { PUBLISH_EVENT } from "../../src/server/photos/build-hook";
import { phonePhoto } from "../support/photo-files";
import { GUEST, uploadPhoto } from "../support/photo-upload";
import { seedPendingPhotos } from "../support/review-queue";
import { content } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { signedInStaff, type SignedIn } from "../support/staff-session";
import { openTestDatabase } from "../support/test-database";

describe.each(TEST_SETUPS)("staff review of guest photos on the $name setup", (setup) => {
  let env: Record<string, string>;
  let server: SiteServer;
  let db: Database;
  let staff: SignedIn;
  let photo: Buffer;

  beforeAll(async () => {
    env = { ...(await setup.create()), TRUST_PROXY: "true" };
    server = await startSiteServer(env);
    db = await openTestDatabase(env);
    staff = await signedInStaff(server.url, env, "moderadora");
    photo = await phonePhoto();
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  const send = async (caption: string) => {
    expect((await uploadPhoto(server.url, { ...GUEST, caption }, [{ bytes: photo, name: "p.jpg", type: "image/jpeg" }])).status).toBe(202);
    const sent = (await photoSubmissions(db, "pending")).find((entry) => entry.caption === caption);
    if (!sent) throw new Error("the upload was not stored");
    return sent.id;
  };
  const review = (fields: Record<string, string>, headers: Record<string, string> = staff.changeHeaders) =>
    fetch(`${server.url}/api/photo-review`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(fields),
    });
  const list = async () =>
    (await (await fetch(`${server.url}/api/photo-reviews`, { headers: { Cookie: staff.cookie } })).json()) as Record<string, Array<Record<string, unknown>>>;

  it("lists what waits for review to signed-in staff only, with the guest's details but no storage path", async () => {
    const id = await send("Tucano no ipê");
    expect((await fetch(`${server.url}/api/photo-reviews`)).status).toBe(401);
    const queue = await list();
    expect(queue["pending"]).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, guestName: GUEST.name, guestEmail: GUEST.email, caption: "Tucano no ipê", status: "pending" })]),
    );
    expect(JSON.stringify(queue)).not.toContain("photos/");
  });

  it("says how full the queue is against its cap, and when it is full", async () => {
    await send("Garça na lagoa");
    const queue = async () =>
      ((await (await fetch(`${server.url}/api/photo-reviews`, { headers: { Cookie: staff.cookie } })).json()) as { queue: unknown }).queue;
    const size = await reviewQueueSize(db);
    const cap = { maxPhotos: REVIEW_QUEUE_CAP.photos, maxBytes: REVIEW_QUEUE_CAP.bytes, keptDays: content.site.dataRetention.unreviewedPhotoDays };
    expect(size.bytes).toBeGreaterThan(0);
    expect(await queue()).toEqual({ ...size, ...cap, full: false });
    const seededAt = Date.now() - 1000;
    await seedPendingPhotos(db, REVIEW_QUEUE_CAP.photos - size.photos, 1000, seededAt);
    try {
      expect(await queue()).toEqual({
        photos: REVIEW_QUEUE_CAP.photos,
        bytes: size.bytes + 1000 * (REVIEW_QUEUE_CAP.photos - size.photos),
        ...cap,
        full: true,
      });
    } finally {
      await db.run("DELETE FROM photo_submissions WHERE submitted_at = $1 AND guest_name = 'Seeded Guest'", [seededAt]);
    }
  });

  it("shows a photo to staff only, uncached, and refuses ids that are not ids", async () => {
    const id = await send("Preview");
    expect((await fetch(`${server.url}/api/photo-file?id=${id}`)).status).toBe(401);
    const file = await fetch(`${server.url}/api/photo-file?id=${id}`, { headers: { Cookie: staff.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (const [query, status] of [
      ["../../etc/passwd", 400],
      ["photos/x.jpg", 400],
      ["", 400],
      ["00000000-0000-4000-8000-000000000000", 404],
    ] as const) {
      expect(`${query} ${(await fetch(`${server.url}/api/photo-file?id=${encodeURIComponent(query)}`, { headers: { Cookie: staff.cookie } })).status}`).toBe(
        `${query} ${status}`,
      );
    }
  });

  it("approves once, with the caption and credit staff wrote, and says the photo waits for the next build", async () => {
    const id = await send("arara");
    const answer = await review({ id, decision: "approve", caption: "Arara-azul-grande no buriti, ao amanhecer", credit: "Ana B." });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "approved", publication: "next-build" });
    const approved = (await photoSubmissions(db, "approved")).find((entry) => entry.id === id);
    // A client that sends no caption in the other language (as before there was one) publishes none.
    expect(approved).toMatchObject({
      publishedCaption: "Arara-azul-grande no buriti, ao amanhecer",
      publishedCaptionOther: null,
      credit: "Ana B.",
      reviewedBy: "moderadora",
    });
    const again = await review({ id, decision: "reject" });
    expect(again.status).toBe(409);
    expect((await photoSubmissions(db, "approved")).some((entry) => entry.id === id)).toBe(true);
  });

  it("approves with a caption in the other language too, and lists both to staff", async () => {
    const id = await send("tucano");
    const captions = { caption: "Tucano-toco no ipê", captionOther: "Toco toucan in the ipê tree" };
    expect((await review({ id, decision: "approve", ...captions, credit: "Ana B." })).status).toBe(200);
    expect((await photoSubmissions(db, "approved")).find((entry) => entry.id === id)).toMatchObject({
      language: "pt",
      publishedCaption: captions.caption,
      publishedCaptionOther: captions.captionOther,
    });
    expect((await list())["decided"]?.find((entry) => entry["id"] === id)).toMatchObject({ publishedCaptionOther: captions.captionOther });
  });

  it("checks the caption in the other language as the caption, and says which field is at fault", async () => {
    const id = await send(`checked ${Math.random()}`);
    for (const [captionOther, problem] of [
      ["<b>Toucan</b>", "markup"],
      ["Toco \u202Etoucan", "characters"],
      ["a".repeat(LIMITS.caption + 1), "tooLong"],
    ] as const) {
      const answer = await review({ id, decision: "approve", captionOther });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "fields", fields: { captionOther: problem } });
    }
    expect((await photoSubmissions(db, "pending")).some((entry) => entry.id === id)).toBe(true);
  });

  it("rejects: the file is deleted at once and no longer shown", async () => {
    const id = await send("blurry");
    expect((await review({ id, decision: "reject" })).status).toBe(200);
    expect((await fetch(`${server.url}/api/photo-file?id=${id}`, { headers: { Cookie: staff.cookie } })).status).toBe(404);
    expect((await list())["decided"]?.[0]).toMatchObject({ id, status: "rejected" });
  });

  it.each([
    ["without the CSRF token", (id: string) => review({ id, decision: "approve" }, { Cookie: staff.cookie, Origin: server.url }), 403],
    ["with a wrong CSRF token", (id: string) => review({ id, decision: "approve" }, { ...staff.changeHeaders, "X-CSRF-Token": "forged" }), 403],
    [
      "from another site",
      (id: string) => review({ id, decision: "approve" }, { ...staff.changeHeaders, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
      403,
    ],
    ["signed out", (id: string) => review({ id, decision: "approve" }, { Origin: server.url }), 401],
    [
      "with a forged session cookie",
      (id: string) => review({ id, decision: "approve" }, { ...staff.changeHeaders, Cookie: "staff_session=forged.value" }),
      401,
    ],
    ["with an unknown decision", (id: string) => review({ id, decision: "publish" }), 400],
    ["with markup in the caption", (id: string) => review({ id, decision: "approve", caption: "<script>alert(1)</script>" }), 400],
    ["with markup in the caption in the other language", (id: string) => review({ id, decision: "approve", captionOther: "<script>alert(1)</script>" }), 400],
    ["with SQL in the credit", (id: string) => review({ id, decision: "approve", credit: "x'; DELETE FROM photo_submissions; --" }), 400],
    ["for an unknown photo", () => review({ id: "00000000-0000-4000-8000-000000000000", decision: "approve" }), 404],
  ])("refuses a decision %s and changes nothing", async (_label, decide, status) => {
    const id = await send(`untouched ${status} ${Math.random()}`);
    expect((await decide(id)).status).toBe(status);
    expect((await photoSubmissions(db, "pending")).some((entry) => entry.id === id)).toBe(true);
  });
});

describe("approving with a build hook", () => {
  /** Approves one uploaded photo on a server whose BUILD_HOOK_* settings are `hookEnv`, against a local hook. */
  async function approveWithHook(hookEnv: (hookUrl: string) => Record<string, string>) {
    const calls: Array<{ request: string; authorization: string | undefined; body: string }> = [];
    const hook = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        calls.push({ request: `${req.method} ${req.url}`, authorization: req.headers.authorization, body });
        res.writeHead(req.url?.endsWith("/dispatches") ? 204 : 201).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const env = { ...(await TEST_SETUPS[0]!.create()), ...hookEnv(`http://127.0.0.1:${(hook.address() as AddressInfo).port}`) };
    const server: SiteServer = await startSiteServer(env);
    const db = await openTestDatabase(env);
    try {
      const staff = await signedInStaff(server.url, env, "publicadora");
      expect((await uploadPhoto(server.url, GUEST, [{ bytes: await phonePhoto(), name: "p.jpg", type: "image/jpeg" }])).status).toBe(202);
      const [sent] = await photoSubmissions(db, "pending");
      const answer = await fetch(`${server.url}/api/photo-review`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: server.url, Cookie: staff.cookie },
        body: new URLSearchParams({ id: sent?.id ?? "", decision: "approve", csrf: staff.csrfToken }).toString(),
      });
      return { answer: (await answer.json()) as unknown, calls };
    } finally {
      await server.stop();
      await db.close();
      hook.close();
    }
  }

  it("asks a host's hook for a build and says it is rebuilding", async () => {
    const { answer, calls } = await approveWithHook((url) => ({ BUILD_HOOK_URL: `${url}/hooks/build?token=t` }));
    expect(answer).toEqual({ status: "approved", publication: "rebuilding" });
    expect(calls).toEqual([{ request: "POST /hooks/build?token=t", authorization: undefined, body: "" }]);
  }, 60_000);

  it("starts the deploy workflow through GitHub's dispatch address, with its token and the workflow's event", async () => {
    const { answer, calls } = await approveWithHook((url) => ({ BUILD_HOOK_URL: `${url}/repos/lodge/site/dispatches`, BUILD_HOOK_TOKEN: "ghp_test" }));
    expect(answer).toEqual({ status: "approved", publication: "rebuilding" });
    expect(calls).toEqual([
      { request: "POST /repos/lodge/site/dispatches", authorization: "Bearer ghp_test", body: JSON.stringify({ event_type: PUBLISH_EVENT }) },
    ]);
  }, 60_000);
});
