import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { FIRST_ROUND_TRIP_BYTES } from "../../src/build/page-weight";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { content, pathOf } from "../support/site-content";
import { checklistFilePaths } from "../../src/content/checklist-files";

/** The built pages as the production server answers them: statuses, redirects, caching, headers. */
const PUBLIC_DIR = path.resolve(__dirname, "../../public");
let server: SiteServer;
/** A page of the route table (its slug is the editors'), its data and its address without the trailing slash. */
const FAQ = pathOf("faq", "pt");
const FAQ_DATA = `/page-data${FAQ}page-data.json`;

beforeAll(async () => {
  server = await startSiteServer(await TEST_SETUPS[0]!.create());
}, 60_000);
afterAll(() => server?.stop());

const get = (urlPath: string, init: RequestInit = {}) => fetch(server.url + urlPath, { redirect: "manual", ...init });
const appScript = () => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, "pt/index.html"), "utf8");
  // Named in the inline loader that requests the bundle after the first paint.
  const name = /"(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
  if (!name) throw new Error("no app script in the built home page");
  return name;
};

describe("pages", () => {
  const pages = ["/pt/", "/en/", FAQ, pathOf("accommodations", "en"), pathOf("login", "pt")];
  it.each(pages)("%s is 200 HTML with its policy, revalidated every time", async (urlPath) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split("script-src")[1]?.split(";")[0]).not.toContain("unsafe");
  });

  it("sends the same security headers with every answer, without HSTS over plain HTTP", async () => {
    for (const urlPath of ["/pt/", "/nope/", "/api/vitals", appScript()]) {
      const response = await get(urlPath);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers a page without its trailing slash with a 301 to it", async () => {
    const response = await get(FAQ.slice(0, -1));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(FAQ);
  });
});

describe("unknown paths", () => {
  it.each([
    ["/pt/no-such-page/", "pt"],
    ["/en/no-such-page/", "en"],
    ["/pt/a/b/c", "pt"],
  ])("%s is a 404 with the %s not-found page", async (urlPath, language) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`lang="${language === "pt" ? "pt-BR" : "en"}`);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
  });

  it("never serves the build's private files (source maps, _headers, _redirects, webpack stats)", async () => {
    for (const urlPath of [`${appScript()}.map`, "/_headers", "/_redirects", "/webpack.stats.json"]) {
      expect((await get(urlPath)).status).toBe(404);
    }
  });
});

describe("redirects", () => {
  it("come from the build's _redirects, keeping the query string", async () => {
    const lines = fs
      .readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.endsWith(" 301!"));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines.slice(0, 40)) {
      const [from, to] = line.split(/\s+/);
      const response = await get(`${from}?utm_source=test`);
      expect([response.status, response.headers.get("location")]).toEqual([301, `${to}?utm_source=test`]);
    }
  });
});

describe("the bird checklist's files", () => {
  const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;
  it.each(LANGUAGES)("are served with their type, revalidated, with the security headers and no page policy (%s)", async (language) => {
    const files = checklistFilePaths(route, content.site.productName, language);
    for (const [urlPath, type] of [
      [files.pdf, "application/pdf"],
      [files.csv, "text/csv; charset=utf-8"],
    ] as const) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")?.toLowerCase()).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(path.join(PUBLIC_DIR, urlPath)))).toBe(true);
    }
  });
});

describe("caching and compression", () => {
  it("caches hashed scripts for a year and compresses them", async () => {
    const response = await get(appScript(), { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("revalidates page data every time", async () => {
    const response = await get(FAQ_DATA);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers a repeat request for an unchanged page with 304", async () => {
    const first = await get(FAQ);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Plain http: fetch adds "Cache-Control: no-cache" to conditional requests, which rightly forces a 200.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http.get(`${server.url}${FAQ}`, { headers: { "If-None-Match": etag ?? "" } }, (response) => resolve(response.resume().statusCode)).on("error", reject),
    );
    expect(status).toBe(304);
  });

  it("sends brotli to browsers that accept it, and the bytes decode to the page", async () => {
    const response = await get("/pt/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes for us; the check is that the decoded text is the built file.
    expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC_DIR, "pt/index.html"), "utf8"));
  });
});

/** A GET or HEAD as the bytes arrive: the header block as sent, and the body undecoded. */
function rawRequest(urlPath: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; headerBytes: number; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${server.url}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headerBytes: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`),
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}
const builtFile = (relative: string) => fs.readFileSync(path.join(PUBLIC_DIR, relative));

describe("precompressed pages and files", () => {
  const files = () => [
    ["/pt/", "pt/index.html", "text/html"],
    [appScript(), appScript().slice(1), "text/javascript"],
    [FAQ_DATA, FAQ_DATA.slice(1), "application/json"],
  ];

  it("sends the build's brotli copy to a browser that takes brotli: the file's type, its bytes once decoded", async () => {
    for (const [urlPath, file, type] of files()) {
      const response = await rawRequest(urlPath!, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toContain(type);
      // The same type as the file sent uncompressed.
      expect(response.headers["content-type"]).toBe((await rawRequest(urlPath!, { "Accept-Encoding": "identity" })).headers["content-type"]);
      expect(response.headers.vary).toContain("Accept-Encoding");
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers["last-modified"]).toBeUndefined();
      expect(response.body.equals(builtFile(`${file}.br`))).toBe(true);
      expect(zlib.brotliDecompressSync(response.body).equals(builtFile(file!))).toBe(true);
    }
  });

  it("compresses on the fly for a browser without brotli, and sends the file as it is to one that takes no compression", async () => {
    const gzipped = await rawRequest("/pt/", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).equals(builtFile("pt/index.html"))).toBe(true);
    const plain = await rawRequest("/pt/", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(builtFile("pt/index.html"))).toBe(true);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await rawRequest("/pt/", { "Accept-Encoding": "br" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(Number(response.headers["content-length"])).toBe(builtFile("pt/index.html.br").length);
    expect(response.body.length).toBe(0);
  });

  it("sends the not-found page's copy with its 404, and never a copy by its own name", async () => {
    const missing = await rawRequest("/pt/no-such-page/", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(missing.body).equals(builtFile("pt/404/index.html"))).toBe(true);
    expect((await get("/pt/index.html.br")).status).toBe(404);
  });

  const sample = ["home", "trails", "gallery", "menu", "field-guides", "media-press"].flatMap((routeId) =>
    LANGUAGES.map((language) => pathOf(routeId, language)),
  );
  it.each(sample)(`%s arrives whole in a new connection's first round trip (${FIRST_ROUND_TRIP_BYTES} bytes with its headers)`, async (urlPath) => {
    const response = await rawRequest(urlPath, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headerBytes + response.body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
});

describe("bad requests to pages", () => {
  it("refuses methods other than GET and HEAD with a JSON 405", async () => {
    const response = await get(FAQ, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ error: expect.stringContaining("POST") });
  });

  it("refuses a 5 KB address with a JSON 414", async () => {
    const response = await get(`/pt/?q=${"a".repeat(5 * 1024)}`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({ error: expect.stringContaining("longer than") });
  });

  it("answers hostile paths without leaving the built site", async () => {
    for (const urlPath of ["/../package.json", "/%2e%2e/package.json", "/pt/%00", "/pt/%E0%A4%A", "/..%2f..%2fetc/passwd"]) {
      const response = await get(urlPath);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toContain('"name": "jardim-da-amazonia-site"');
    }
  });
});
