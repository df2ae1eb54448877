import fs from "node:fs";
import path from "node:path";
import { SOURCE_MAPS_DIR } from "../../src/build/source-maps";
import { filesUnder } from "../../src/lib/files/files-under";
import type { Database } from "../../src/server/data/database";
import { latestEnquiries } from "../../src/server/enquiries/enquiries";
import { readSiteRules } from "../../src/server/http/site-rules";
import { englishEnquiry } from "../support/form-posts";
import { startNetlifyDev, type NetlifyDev } from "../support/netlify-dev";
import { TEST_SETUPS } from "../support/site-server";
import { startSmtpCapture, type CapturedMail } from "../support/smtp-capture";
import { openTestDatabase } from "../support/test-database";

/**
 * What Netlify itself makes of the build: public/ with the `_headers` and `_redirects` the build
 * writes, and the functions Gatsby's adapter writes, served by Netlify's CLI (`netlify dev`, offline)
 * with a deployment's settings (PostgreSQL, S3-compatible storage, SMTP). The other tests read those
 * files, or call the functions directly; this one asks Netlify's own reading of them.
 */
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC_DIR = path.join(ROOT, "public");
const LODGE = "reservas@lodge.example";
const deployed = TEST_SETUPS.find((setup) => setup.name === "deployed");
const rules = readSiteRules(PUBLIC_DIR);

const hashedScript = fs.readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
const pageData = "/page-data/pt/page-data.json";
const [oldPath, newPath] =
  fs
    .readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
    .split("\n")
    .find((line) => line.endsWith(" 301!"))
    ?.split(/\s+/) ?? [];

describe("the build served by Netlify's own CLI, offline", () => {
  let netlify: NetlifyDev;
  let db: Database;
  let smtp: CapturedMail;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // No DATA_DIR, as on Netlify: PostgreSQL and the bucket hold everything.
    const { DATA_DIR: unused, ...hosted } = (await deployed?.create()) ?? {};
    void unused;
    const env = { ...hosted, TRUST_PROXY: "true", SMTP_URL: smtp.url, LODGE_INBOX: LODGE };
    db = await openTestDatabase(env);
    netlify = await startNetlifyDev(env);
  }, 90_000);
  afterAll(async () => {
    await netlify?.stop();
    await db?.close();
    await smtp?.stop();
  }, 30_000);

  /**
   * The answer, its body read at once: Node 24's fetch throws an assertion from its connection pool
   * when `netlify dev` closes a connection whose answer's body was left unread.
   */
  const get = async (urlPath: string) => {
    const answer = await fetch(`${netlify.url}${urlPath}`, { redirect: "manual" });
    const body = await answer.arrayBuffer();
    return new Response(answer.status === 204 || answer.status === 304 ? null : body, { status: answer.status, headers: answer.headers });
  };
  const postJson = (urlPath: string, fields: Record<string, string>) =>
    fetch(`${netlify.url}${urlPath}`, {
      method: "POST",
      redirect: "manual",
      // As the site's own script posts: same origin. netlify dev hands the function the Host the
      // request was sent to and no X-Forwarded-Host, so the Origin is the CLI's own address.
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: netlify.url },
      body: JSON.stringify(fields),
    });

  it("serves a language's page with the headers _headers gives every path", async () => {
    const answer = await get("/pt/");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<html lang="pt-BR"');
    expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  }, 30_000);

  it("serves a page with its own Content-Security-Policy from _headers", async () => {
    // `/`, not `/pt/`: see the known differences below for why netlify dev drops /pt/'s own rule.
    const answer = await get("/");
    expect(answer.status).toBe(200);
    const policy = answer.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).toBe(rules.headersFor("/")["Content-Security-Policy"]);
  }, 30_000);

  it("serves the hashed scripts and the page data", async () => {
    expect(hashedScript).toBeDefined();
    const script = await get(`/${hashedScript}`);
    expect([script.status, script.headers.get("content-type")]).toEqual([200, "application/javascript; charset=utf-8"]);
    expect((await script.text()).length).toBeGreaterThan(1000);
    const data = await get(pageData);
    expect([data.status, data.headers.get("content-type")]).toEqual([200, "application/json; charset=utf-8"]);
    expect(await data.json()).toHaveProperty("componentChunkName");
  }, 30_000);

  it("moves an old address for good with the 301 of _redirects", async () => {
    expect(oldPath).toBeDefined();
    const answer = await get(oldPath ?? "");
    expect([answer.status, answer.headers.get("location")]).toEqual([301, newPath]);
  }, 30_000);

  it.each([
    ["pt", "pt-BR"],
    ["en", "en"],
  ])(
    "answers an unknown /%s/ address with that language's 404 page",
    async (language, lang) => {
      const answer = await get(`/${language}/no-such-page/`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain(`<html lang="${lang}"`);
    },
    30_000,
  );

  it("serves no source map", async () => {
    expect(filesUnder(PUBLIC_DIR, (name) => name.endsWith(".map"))).toEqual([]);
    // The maps the build moved out, asked for where the scripts name them.
    const maps = fs.readdirSync(path.join(ROOT, SOURCE_MAPS_DIR)).filter((name) => name.endsWith(".js.map"));
    expect(maps.length).toBeGreaterThan(0);
    const statuses = await Promise.all(maps.map(async (name) => [name, (await get(`/${name}`)).status]));
    expect(statuses.filter(([, status]) => status !== 404)).toEqual([]);
  }, 30_000);

  it("takes a booking enquiry posted to /api/enquiry into PostgreSQL and mails the lodge and the guest", async () => {
    // No trailing slash, as the site's form posts it; _redirects has the adapter's /api/enquiry/.
    const answer = await postJson("/api/enquiry", englishEnquiry());
    expect([answer.status, await answer.json()]).toEqual([202, { ok: true, code: "sent" }]);
    const stored = await latestEnquiries(db);
    expect(stored.map((row) => [row.guestName, row.language])).toEqual([["Rita Tuiuiú", "en"]]);
    expect(await smtp.to(LODGE)).toHaveLength(1);
    expect(await smtp.to("rita@example.com")).toHaveLength(1);
  }, 30_000);

  it("refuses a newsletter sign-up with a bad address, in JSON", async () => {
    const answer = await postJson("/api/newsletter", { email: "not-an-address", consent: "on", from: "/pt/" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await answer.json()) as { code?: unknown }).code).toBe("fields");
  }, 30_000);
  // Two things netlify-cli 26.2.0 does differently from the CDN, so they are checked on the files
  // instead (tests/build/netlify-output.test.ts, tests/build/security-headers.test.ts): its static
  // server sends `cache-control: public, max-age=0` over the rules' Cache-Control, and for a path a
  // `_redirects` wildcard also matches (`/pt/` under `/pt/*`) it matches `_headers` against the file
  // it found (`/pt/index.html`), so `/pt/`'s own policy is not sent there.
});
