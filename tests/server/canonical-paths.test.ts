import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { filesUnder } from "../../src/lib/files/files-under";
import { PRIVATE_FILE } from "../../src/server/http/built-files";
import { readAccessRules } from "../../src/server/http/staff-gate";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { content, pathOf } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";

/**
 * Every rule keyed on a path (the staff gate, the private files, the API's routes) holds for every
 * spelling of that path: percent-escapes, repeated slashes, backslashes, dot segments (plain and
 * encoded), letter case, an absolute-form target. A spelling of the same path is moved to the
 * canonical one and then answered as it is; one that names no path is refused with 400; one that
 * names another path is that path's 404. Nothing here depends on where data is stored (the gate
 * answers without a session before it reads one), so the embedded setup alone runs it.
 *
 * The server serves a copy of the build with one thing added: a source map beside the app script,
 * as a build that did not move its maps out would leave it.
 */
const PUBLIC_DIR = path.resolve(__dirname, "../../public");
const PROBE = "?probe=1";
let server: SiteServer;
let publicCopy: string;
let host: string;

const urlOf = (file: string) => {
  const relative = `/${path.relative(publicCopy, file).split(path.sep).join("/")}`;
  return relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length) : relative;
};

/** Every built page and page-data file the build's `_access` puts behind the staff gate, and each index.html by its own name. */
function gatedPaths(): string[] {
  const paths = readAccessRules(PUBLIC_DIR).flatMap(({ prefix }) => {
    const folder = path.join(publicCopy, prefix);
    if (!fs.existsSync(folder)) return [];
    return filesUnder(folder, (name) => !PRIVATE_FILE.test(`/${name}`)).flatMap((file) =>
      file.endsWith("index.html") ? [urlOf(file), urlOf(file) + "index.html"] : [urlOf(file)],
    );
  });
  return [...new Set(paths)].sort();
}

/** The build's own files (`_headers`, `_redirects`, `_access`, webpack stats), the added source map, and brotli copies of a page and a script. */
function privatePaths(): string[] {
  const own = fs
    .readdirSync(publicCopy)
    .map((name) => `/${name}`)
    .filter((urlPath) => PRIVATE_FILE.test(urlPath) && !/\.(br|map)$/.test(urlPath));
  const map = fs.readdirSync(publicCopy).find((name) => name.endsWith(".js.map"));
  const brotli = ["pt/index.html.br", fs.readdirSync(publicCopy).find((name) => /^app-.*\.js\.br$/.test(name))];
  return [...own, `/${map}`, ...brotli.map((name) => `/${name}`)];
}

type Expectation = "same" | "refused" | "other";

const hex = (char: string, upper = true) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? code.toUpperCase() : code}`;
};
const encodeAt = (urlPath: string, index: number, upper = true) => urlPath.slice(0, index) + hex(urlPath[index] ?? "", upper) + urlPath.slice(index + 1);
const insertAt = (urlPath: string, index: number, text: string) => urlPath.slice(0, index) + text + urlPath.slice(index);

/** Other spellings of a canonical path (decoded, ASCII), each with what its answer must be. */
function spellingsOf(canonical: string): Array<[string, Expectation]> {
  const rest = canonical.slice(1);
  const folder = canonical.endsWith("/");
  const lastEnd = folder ? canonical.length - 1 : canonical.length;
  const lastStart = canonical.lastIndexOf("/", lastEnd - 1) + 1;
  const middle = lastStart + Math.floor((lastEnd - lastStart) / 2);
  const secondSlash = canonical.indexOf("/", 1);
  const withSecondSlash = (replacement: string) =>
    secondSlash === -1 ? `/x${replacement}${rest}` : canonical.slice(0, secondSlash) + replacement + canonical.slice(secondSlash + 1);
  const capitalised = canonical.slice(0, lastStart) + canonical.slice(lastStart).replace(/[a-z]/, (letter) => letter.toUpperCase());

  const same: string[] = [
    encodeAt(canonical, middle, false),
    encodeAt(canonical, middle),
    encodeAt(canonical, 1),
    canonical
      .split("/")
      .map((segment) => [...segment].map((char) => hex(char)).join(""))
      .join("/"),
    `/${canonical}`,
    canonical.replaceAll("/", "//"),
    `/./${rest}`,
    `/%2e/${rest}`,
    `/x/../${rest}`,
    `/x/%2e%2E/${rest}`,
    `/x/.%2E/${rest}`,
    `/x/y/../../${rest}`,
    `/${rest.replaceAll("/", "\\")}`,
    canonical.toUpperCase(),
    encodeAt(canonical.toUpperCase(), middle, false),
    capitalised,
    `http://${host}${encodeAt(canonical, middle)}`,
    ...(folder ? [`${canonical}.`, `${canonical}./`, canonical.slice(0, -1), `${canonical}x/..`] : []),
  ];
  const refused: string[] = [
    withSecondSlash("%2F"),
    withSecondSlash("%2f"),
    withSecondSlash("%5C"),
    `${canonical}%00`,
    insertAt(canonical, middle, "%00"),
    `${canonical}%`,
    `${canonical}%6`,
    insertAt(canonical, middle, "%zz"),
    insertAt(canonical, middle, "%C0%AF"),
    `/..${canonical}`,
    `/%2e%2e${canonical}`,
    `/x/../..${canonical}`,
  ];
  const other: string[] = [
    // Encoded twice: the escape decodes once, to a "%" and two characters, another path.
    canonical.slice(0, middle) + `%25${hex(canonical[middle] ?? "").slice(1)}` + canonical.slice(middle + 1),
    `${canonical.slice(0, lastEnd)}.${folder ? "/" : ""}`,
    `${canonical.slice(0, lastEnd)}%20${folder ? "/" : ""}`,
    `${canonical};`,
  ];
  const all: Array<[string, Expectation]> = [
    ...same.map((spelling): [string, Expectation] => [spelling, "same"]),
    ...refused.map((spelling): [string, Expectation] => [spelling, "refused"]),
    ...other.map((spelling): [string, Expectation] => [spelling, "other"]),
  ];
  return [...new Map(all.filter(([spelling]) => spelling !== canonical)).entries()];
}

/** A GET with the probe query, following this server's 301s (at most five), each hop recorded. */
async function follow(target: string): Promise<{ hops: RawAnswer[]; final: RawAnswer }> {
  const hops: RawAnswer[] = [];
  let answer = await rawRequest(server.url, target.includes("?") ? target : target + PROBE);
  while (answer.status === 301 && hops.length < 5) {
    hops.push(answer);
    answer = await rawRequest(server.url, String(answer.headers.location));
  }
  return { hops, final: answer };
}

/** What a final answer shows of itself: enough to tell a gate, a not-found page and a refusal apart. */
const shape = (answer: RawAnswer) => ({
  status: answer.status,
  location: answer.headers.location,
  cacheControl: answer.headers["cache-control"],
  contentType: answer.headers["content-type"],
});

beforeAll(async () => {
  publicCopy = fs.mkdtempSync(path.join(os.tmpdir(), "canonical-public-"));
  fs.cpSync(PUBLIC_DIR, publicCopy, { recursive: true });
  const appScript = fs.readdirSync(publicCopy).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  fs.writeFileSync(path.join(publicCopy, `${appScript}.map`), JSON.stringify({ version: 3, sources: ["webpack://site/src/secret.ts"], mappings: "" }));
  server = await startSiteServer({ ...(await TEST_SETUPS[0]!.create()), PUBLIC_DIR: publicCopy });
  host = new URL(server.url).host;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(publicCopy, { recursive: true, force: true });
});

/** Checks every spelling of a path against its canonical answer; returns the mismatches, each described. */
async function mismatches(canonical: string, fileBytes: Buffer): Promise<string[]> {
  const expected = shape((await follow(canonical)).final);
  const problems: string[] = [];
  for (const [spelling, expectation] of spellingsOf(canonical)) {
    const { hops, final } = await follow(spelling);
    const where = `${spelling} (${expectation}): ${hops.map((hop) => `301 → ${hop.headers.location}`).join(", ")}${hops.length ? ", " : ""}${final.status}`;
    if (final.status === 200 || final.body.equals(fileBytes)) problems.push(`${where}: served the file`);
    for (const hop of hops) {
      if (!String(hop.headers.location).startsWith("/") || String(hop.headers.location).startsWith("//")) problems.push(`${where}: moved off the site`);
      if (!String(hop.headers.location).endsWith(PROBE)) problems.push(`${where}: the query was lost`);
      if (!hop.headers["cache-control"]) problems.push(`${where}: a move without Cache-Control`);
    }
    if (expectation === "same" && JSON.stringify(shape(final)) !== JSON.stringify(expected))
      problems.push(`${where}: answered ${JSON.stringify(shape(final))}, not as ${canonical} ${JSON.stringify(expected)}`);
    if (expectation === "refused" && (final.status !== 400 || final.headers["cache-control"] !== "no-store" || hops.length > 0))
      problems.push(`${where}: not refused with a 400`);
    if (expectation === "other" && final.status !== 404) problems.push(`${where}: not another path's 404`);
  }
  return problems;
}

const fileOf = (urlPath: string) => fs.readFileSync(path.join(publicCopy, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath));

describe("gated paths in every spelling", () => {
  it("derives the gated paths from _access and the route table", () => {
    const gated = gatedPaths();
    const staffPages = content.routes.filter((route) => route.access === "staff").flatMap((route) => [pathOf(route.id, "pt"), pathOf(route.id, "en")]);
    expect(staffPages.length).toBeGreaterThan(0);
    for (const page of staffPages) expect(gated).toEqual(expect.arrayContaining([page, `/page-data${page}page-data.json`]));
  });

  it("answers every gated path with the gate (303 to the login page, or 401 for page data), never cached", async () => {
    const logins = new Set(readAccessRules(PUBLIC_DIR).map(({ loginPage }) => loginPage));
    for (const urlPath of gatedPaths()) {
      const answer = await rawRequest(server.url, urlPath + PROBE);
      const gate = urlPath.startsWith("/page-data/") ? answer.status === 401 : answer.status === 303 && logins.has(String(answer.headers.location));
      expect([urlPath, gate, answer.headers["cache-control"]]).toEqual([urlPath, true, "no-store"]);
    }
  });

  it("answers every other spelling of a gated path as the path itself, or refuses it, and never with the page", async () => {
    const problems = [];
    for (const urlPath of gatedPaths()) problems.push(...(await mismatches(urlPath, fileOf(urlPath))));
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("private files in every spelling", () => {
  it("finds the build's own files, a source map and brotli copies in the served folder", () => {
    const paths = privatePaths();
    expect(paths).toEqual(expect.arrayContaining(["/_headers", "/_redirects", "/_access", "/webpack.stats.json", "/pt/index.html.br"]));
    expect(paths.some((urlPath) => urlPath.endsWith(".js.map"))).toBe(true);
    for (const urlPath of paths) expect(fs.existsSync(path.join(publicCopy, urlPath))).toBe(true);
  });

  it("answers every spelling of a private file with a 404, or refuses it, and never with the file", async () => {
    const problems = [];
    for (const urlPath of privatePaths()) {
      expect((await rawRequest(server.url, urlPath)).status).toBe(404);
      problems.push(...(await mismatches(urlPath, fileOf(urlPath))));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("the API in odd spellings", () => {
  // The endpoints as the build routes them on a CDN (the adapter's lines of _redirects).
  const endpoints = [...fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8").matchAll(/^\/api\/([a-z-]+)\/\s+\/\.netlify\/functions\//gm)].map(
    (match) => `/api/${match[1]}`,
  );
  const isNotFoundPage = (answer: RawAnswer) => answer.status === 404 && String(answer.headers["content-type"]).startsWith("text/html");

  it("lists the endpoints, each answered by its handler", async () => {
    expect(endpoints.length).toBeGreaterThan(5);
    for (const endpoint of endpoints) expect([endpoint, isNotFoundPage(await rawRequest(server.url, endpoint))]).toEqual([endpoint, false]);
  });

  it("reaches no handler by another letter case", async () => {
    // What answers instead: the site's not-found page or 405 (pages answer GET and HEAD), or the API's own 404.
    const noHandler = (answer: RawAnswer) =>
      isNotFoundPage(answer) ||
      (answer.status === 405 && answer.headers.allow === "GET, HEAD") ||
      (answer.status === 404 && answer.body.toString().startsWith('{"error":"no API endpoint at '));
    for (const endpoint of endpoints) {
      const name = endpoint.slice("/api/".length);
      for (const spelling of [endpoint.toUpperCase(), `/API/${name}`, `/Api/${name}`, `/api/${name.charAt(0).toUpperCase()}${name.slice(1)}`]) {
        expect([spelling, noHandler(await rawRequest(server.url, spelling))]).toEqual([spelling, true]);
        const posted = await rawRequest(server.url, spelling, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
        expect([spelling, noHandler(posted)]).toEqual([spelling, true]);
      }
    }
  });

  it("moves every other spelling to the endpoint, keeping the method, or refuses it", async () => {
    for (const endpoint of endpoints) {
      const name = endpoint.slice("/api/".length);
      for (const spelling of [
        `/api//${name}`,
        `//api/${name}`,
        `/%61pi/${name}`,
        `/api/./${name}`,
        `/x/../api/${name}`,
        `/api\\${name}`,
        encodeAt(endpoint, 5),
      ]) {
        const got = await rawRequest(server.url, spelling + PROBE);
        expect([spelling, got.status, got.headers.location]).toEqual([spelling, 301, endpoint + PROBE]);
        const posted = await rawRequest(server.url, spelling + PROBE, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
        expect([spelling, posted.status, posted.headers.location]).toEqual([spelling, 308, endpoint + PROBE]);
      }
      for (const spelling of [`/api%2F${name}`, `/api/${name}%00`, `/../api/${name}`]) {
        const posted = await rawRequest(server.url, spelling, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
        expect([spelling, posted.status]).toEqual([spelling, 400]);
      }
    }
  });
});
