import fs from "node:fs";
import path from "node:path";
import { MAX_URL_LENGTH } from "../../src/server/app";
import { readAccessRules } from "../../src/server/http/staff-gate";
import { HSTS_HEADER, parseHeadersFile } from "../../src/lib/http/response-headers";
import { rawExchange, rawRequest, type RawAnswer } from "../support/raw-http";
import { pathOf } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";

/**
 * Every kind of answer the server writes, whatever its status and whichever code writes it, carries
 * the security headers of the `/*` rule of the build's `_headers`, a Content-Security-Policy and an
 * explicit Cache-Control; HSTS only over HTTPS (here: behind a trusted proxy that says so). Which
 * database or file store the server uses changes none of these answers, so the embedded setup runs it.
 */
const PUBLIC_DIR = path.resolve(__dirname, "../../public");
const EVERY_ANSWER = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")).find((rule) => rule.path === "/*")?.headers ?? {};
let server: SiteServer;

beforeAll(async () => {
  server = await startSiteServer({ ...(await TEST_SETUPS[0]!.create()), TRUST_PROXY: "true" });
}, 60_000);
afterAll(() => server?.stop());

const FAQ = pathOf("faq", "pt");
const [legacyFrom] =
  fs
    .readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
    .split("\n")
    .find((line) => line.endsWith(" 301!"))
    ?.split(/\s+/) ?? [];
const gated = readAccessRules(PUBLIC_DIR).find(({ prefix }) => !prefix.startsWith("/page-data/"))?.prefix ?? "";
const gatedData = readAccessRules(PUBLIC_DIR).find(({ prefix }) => prefix.startsWith("/page-data/"))?.prefix ?? "";
const appScript = fs.readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]+\.js$/.test(name)) ?? "";
const vitalsPost = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  body,
});

type Kind = [name: string, status: number, ask: (headers: Record<string, string>) => Promise<RawAnswer>];
const get =
  (target: string, init: Parameters<typeof rawRequest>[2] = {}) =>
  (headers: Record<string, string>) =>
    rawRequest(server.url, target, { ...init, headers: { ...init.headers, ...headers } });

const KINDS: Kind[] = [
  ["page", 200, get(FAQ)],
  ["page, HEAD", 200, get(FAQ, { method: "HEAD" })],
  ["legacy redirect from _redirects", 301, get(legacyFrom ?? "")],
  ["trailing-slash redirect", 301, get(FAQ.slice(0, -1))],
  ["canonical-spelling redirect", 301, get(FAQ.replace("/pt/", "/p%74/"))],
  ["letter-case redirect", 301, get(FAQ.toUpperCase())],
  ["staff gate redirect", 303, get(gated)],
  ["staff gate, page data", 401, get(`${gatedData}page-data.json`)],
  ["not found", 404, get("/pt/no-such-page-here/")],
  ["private file", 404, get("/_headers")],
  ["method not allowed", 405, get(FAQ, { method: "POST", body: "x" })],
  ["address too long", 414, get(`/pt/?q=${"a".repeat(MAX_URL_LENGTH)}`)],
  ["malformed path", 400, get("/pt/%E0%A4%A")],
  ["encoded slash", 400, get("/pt%2Ffaq/")],
  ["API post moved to its canonical spelling", 308, get("/%61pi/vitals", vitalsPost("{}"))],
  ["API bad request", 400, get("/api/vitals", vitalsPost("{not json"))],
  ["API wrong method", 405, get("/api/vitals")],
  ["API cross-site", 403, get("/api/vitals", vitalsPost("{}", { "Sec-Fetch-Site": "cross-site" }))],
  ["API unknown endpoint", 404, get("/api/no-such-endpoint")],
  ["unparseable request line", 400, () => rawExchange(server.url, "GET /pt/\u0001 HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["headers too large", 431, () => rawExchange(server.url, `GET /pt/ HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)],
];

describe("every kind of answer carries the security headers and a cache policy", () => {
  it.each(KINDS)("%s (%d)", async (_name, status, ask) => {
    expect(Object.keys(EVERY_ANSWER).length).toBeGreaterThan(3);
    const answer = await ask({});
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(EVERY_ANSWER)) {
      if (name === HSTS_HEADER) expect(answer.headers[name.toLowerCase()]).toBeUndefined();
      else expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
    }
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(answer.headers["cache-control"]).toMatch(/^(no-store|public, max-age=\d+(, must-revalidate)?)$/);
    // A personal or one-off answer is never stored; only pages, files and their moves may be.
    if (![200, 301, 404].includes(status)) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it.each(KINDS.filter(([name]) => !["unparseable request line", "headers too large"].includes(name)))(
    "%s (%d) adds HSTS over HTTPS",
    async (_name, status, ask) => {
      const answer = await ask({ "X-Forwarded-Proto": "https" });
      expect(answer.status).toBe(status);
      expect(answer.headers[HSTS_HEADER.toLowerCase()]).toBe(EVERY_ANSWER[HSTS_HEADER]);
    },
  );

  it("sends a built script with the security headers and its year-long cache, and no page's policy", async () => {
    const answer = await rawRequest(server.url, `/${appScript}`);
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(EVERY_ANSWER)) if (name !== HSTS_HEADER) expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });
});
