import type { Database } from "../../src/server/data/database";
import { openTestDatabase } from "../support/test-database";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { streamBody } from "../support/streamed-upload";
import { VITALS_PER_SENDER } from "../../src/server/data/vitals-store";
import { postReports } from "../support/load";

/** Half the 50 MB body: a server reading it to its end would let all of it through. */
const MOST_PUSHED_BEFORE_REFUSAL = 25 * 1024 * 1024;

const valid = { name: "LCP", value: 1234.5, rating: "good", delta: 1234.5, id: "v6-test", navigationType: "navigate", page: "/pt/api-test/" };

describe.each(TEST_SETUPS)("POST /api/vitals on the $name setup", (kind) => {
  let server: SiteServer;
  let db: Database;
  beforeAll(async () => {
    // Behind a proxy, so that a test can speak for several visitors.
    const env = { ...(await kind.create()), TRUST_PROXY: "true" };
    server = await startSiteServer(env);
    db = await openTestDatabase(env);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  const count = async () => Number((await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM vitals_reports"))[0]?.n);
  const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    fetch(`${server.url}/api/vitals`, { method: "POST", body, headers });

  it("stores a valid report once and answers 204; the same metric sent again replaces it", async () => {
    const id = `v6-${Date.now()}`;
    expect((await post(JSON.stringify({ ...valid, id }))).status).toBe(204);
    expect((await post(JSON.stringify({ ...valid, id, value: 1500 }), { "Content-Type": "text/plain" })).status).toBe(204);
    const rows = await db.query<{ page: string; value: number; name: string }>("SELECT page, name, value FROM vitals_reports WHERE metric_id = $1", [id]);
    expect(rows).toEqual([{ page: valid.page, name: "LCP", value: 1500 }]);
  });

  const JSON_TYPE = { "Content-Type": "application/json" };
  // Every row has all four values: jest takes a test with more parameters than a row for a done-callback test.
  const hostile: Array<[string, string, number, Record<string, string>]> = [
    ["malformed JSON", "{nope", 400, JSON_TYPE],
    ["an unknown metric", JSON.stringify({ ...valid, name: "FID" }), 400, JSON_TYPE],
    ["a negative value", JSON.stringify({ ...valid, value: -5 }), 400, JSON_TYPE],
    ["an extra field", JSON.stringify({ ...valid, cookie: "steal" }), 400, JSON_TYPE],
    ["markup in the page", JSON.stringify({ ...valid, page: "<script>alert(1)</script>" }), 400, JSON_TYPE],
    ["SQL in the page", JSON.stringify({ ...valid, page: "/pt/'); DROP TABLE vitals_reports; --" }), 400, JSON_TYPE],
    ["SQL in the id", JSON.stringify({ ...valid, id: "1' OR '1'='1" }), 400, JSON_TYPE],
    ["an array", JSON.stringify([valid]), 400, JSON_TYPE],
    ["an empty body", "", 400, JSON_TYPE],
    ["a body over 2 KB", JSON.stringify({ ...valid, id: "x".repeat(5000) }), 413, JSON_TYPE],
    ["a 200 KB text body", "a".repeat(200_000), 413, { "Content-Type": "text/plain" }],
    ["a report from another site", JSON.stringify({ ...valid, id: "v6-cross" }), 403, { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" }],
    ["a multipart body", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\nb\r\n--x--", 415, { "Content-Type": "multipart/form-data; boundary=x" }],
  ];
  it.each(hostile)("refuses %s with its 4xx JSON error and stores nothing", async (_what, body, status, headers) => {
    const before = await count();
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it("takes one sender's share of the day, refuses the rest of its flood, and still stores everyone else's reports", async () => {
    const flood = await postReports(server.url, VITALS_PER_SENDER.limit + 100, 25, "flood", () => "203.0.113.9");
    expect({ acknowledged: flood.acknowledged.length, refused: flood.refused }).toEqual({ acknowledged: VITALS_PER_SENDER.limit, refused: { 429: 100 } });
    // A flood that takes a new address of its IPv6 /64 for every report is still one sender.
    const rotating = await postReports(server.url, VITALS_PER_SENDER.limit + 10, 25, "flood-v6", (index) => `2001:db8:5:6::${(index + 1).toString(16)}`);
    expect(rotating.acknowledged).toHaveLength(VITALS_PER_SENDER.limit);
    const others = await postReports(server.url, 20, 5, "others", (index) => `192.0.2.${index + 1}`);
    expect({ acknowledged: others.acknowledged.length, refused: others.refused }).toEqual({ acknowledged: 20, refused: {} });
    const stored = await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM vitals_reports WHERE metric_id LIKE 'v6-others-%'");
    expect(Number(stored[0]?.n)).toBe(20);

    const refused = await post(JSON.stringify({ ...valid, id: "v6-one-more" }), { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
  }, 60_000);

  it("refuses other methods with a JSON 405", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${server.url}/api/vitals`, { method });
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ error: "use POST" });
    }
  });

  it("stops reading a 50 MB streamed body at its limit and answers 413 in JSON", async () => {
    const before = await count();
    const result = await streamBody(server.url, "/api/vitals", { "Content-Type": "application/json" }, 50 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: expect.any(String) });
    // What the client could push is the limit plus what the kernel buffers on both ends (loopback's
    // buffers grow to several MB each, more on a busy machine: 17 MB was seen), never the body.
    expect(result.bytesSent).toBeLessThan(MOST_PUSHED_BEFORE_REFUSAL);
    expect(await count()).toBe(before);
  }, 30_000);

  it("refuses a 50 MB body declared in Content-Length before reading it", async () => {
    const result = await streamBody(server.url, "/api/vitals", { "Content-Type": "application/json" }, 50 * 1024 * 1024, true);
    expect(result.status).toBe(413);
    expect(result.bytesSent).toBeLessThan(MOST_PUSHED_BEFORE_REFUSAL);
  }, 30_000);

  it("refuses a 50 MB multipart body from its headers, without reading it", async () => {
    const result = await streamBody(server.url, "/api/vitals", { "Content-Type": "multipart/form-data; boundary=x" }, 50 * 1024 * 1024);
    expect(result.status).toBe(415);
    expect(result.bytesSent).toBeLessThan(MOST_PUSHED_BEFORE_REFUSAL);
  }, 30_000);
});
