import fs from "node:fs";
import sharp from "sharp";
import path from "node:path";
import { parseHeadersFile, WORKER_CONTENT_SECURITY_POLICY } from "../../src/lib/http/response-headers";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { OFFLINE_PATHS } from "../../src/lib/routing/page-context";
import { NOINDEX_ROBOTS } from "../../src/lib/seo/seo";
import { brotliOf } from "../../src/lib/files/compression";
import { content, page, PUBLIC_DIR } from "./helpers";
import { entryPath, listedEntries } from "../../src/content/entry-pages";
import { kitListPath, type KitList } from "../../src/field-kit/kit-list";
import { manifestPath } from "../../src/field-kit/app-manifest";
import { localizedPath } from "../../src/lib/routing/routes";

const worker = fs.readFileSync(path.join(PUBLIC_DIR, "sw.js"), "utf8");
/** The files the worker saves when it installs, as Serwist's injectManifest wrote them into it. */
const precached = [...worker.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(([, url]) => url as string);
const headerRules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));
const rule = (urlPath: string) => headerRules.find((candidate) => candidate.path === urlPath)?.headers;

describe("the field kit's worker, as built", () => {
  it("saves at install only the two offline pages and the files they load, each a file of the build", () => {
    expect(precached).toEqual(expect.arrayContaining(LANGUAGES.map((language) => OFFLINE_PATHS[language].slice(1))));
    const pages = precached.filter((url) => url.endsWith("/"));
    expect(pages.sort()).toEqual(LANGUAGES.map((language) => OFFLINE_PATHS[language].slice(1)).sort());
    for (const url of precached) {
      const file = url.endsWith("/") ? path.join(PUBLIC_DIR, url, "index.html") : path.join(PUBLIC_DIR, url);
      expect(fs.existsSync(file)).toBe(true);
    }
    expect(precached.some((url) => /^app-[0-9a-f]{20}\.js$/.test(url))).toBe(true);
    expect(precached.some((url) => url.startsWith("component---src-templates-offline-tsx"))).toBe(true);
  });

  it("knows its build and its offline pages, and fetches little when a phone first installs it", () => {
    expect(worker).toMatch(/"fk-"/);
    for (const language of LANGUAGES) expect(worker).toContain(OFFLINE_PATHS[language]);
    // What a first visit costs beside the page: the worker and what it saves, in brotli. Hashed
    // scripts the page itself loaded come from the browser's cache, but are counted here all the same.
    const savedBytes = precached.reduce((sum, url) => {
      const file = url.endsWith("/") ? path.join(PUBLIC_DIR, url, "index.html") : path.join(PUBLIC_DIR, url);
      return sum + brotliOf(fs.readFileSync(file)).length;
    }, 0);
    expect(brotliOf(Buffer.from(worker)).length).toBeLessThan(16 * 1024);
    expect(savedBytes).toBeLessThan(200 * 1024);
  });

  it("is served revalidated, under a policy that lets it fetch from the site only; the manifests as manifests", () => {
    expect(rule("/sw.js")).toEqual({ "Content-Security-Policy": WORKER_CONTENT_SECURITY_POLICY, "Cache-Control": "public, max-age=0, must-revalidate" });
    for (const language of LANGUAGES) expect(rule(manifestPath(language))?.["Content-Type"]).toBe("application/manifest+json");
  });
});

describe("the offline pages", () => {
  it.each(LANGUAGES)("in %s: never indexed, never in the sitemap, and under a policy that allows the site's own manifest and worker only", (language) => {
    const offline = page(OFFLINE_PATHS[language]);
    expect(offline.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(NOINDEX_ROBOTS);
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")).not.toContain(OFFLINE_PATHS[language]);
    expect(offline.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(manifestPath(language));
    // Neither has a directive of its own: both fall back to the site itself, and nothing wider.
    const policy = rule(OFFLINE_PATHS[language])?.["Content-Security-Policy"] ?? "";
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')*(;|$)/);
    expect(policy).not.toMatch(/manifest-src|worker-src|child-src/);
  });
});

/** The kit's size a guest downloads, per language: what the issue set out to keep a phone's download under. */
const KIT_BUDGET_BYTES = 8 * 1000 * 1000;

describe.each(LANGUAGES)("the field kit's list in %s", (language) => {
  const list = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, kitListPath(language)), "utf8")) as KitList;
  const urls = new Set(list.files.map((file) => file.url));

  it(`is the worker's build, and its download stays under ${KIT_BUDGET_BYTES / 1e6} MB, each file counted as the server sends it`, () => {
    expect(worker).toContain(`"${list.build}"`);
    expect(list.bytes).toBe(list.files.reduce((sum, file) => sum + file.bytes, 0));
    expect(list.bytes).toBeLessThan(KIT_BUDGET_BYTES);
    for (const file of list.files) {
      const onDisk = path.join(PUBLIC_DIR, file.url.endsWith("/") ? `${file.url}index.html` : file.url);
      expect(fs.existsSync(onDisk)).toBe(true);
    }
  });

  it("holds every trail and species page, the trails, field guide and checklist pages, the practical pages and the checklist's PDF", () => {
    const entries = listedEntries(content).filter((entry) => entry.template === "trail-entry" || entry.template === "species-entry");
    for (const entry of entries) expect(urls).toContain(entryPath(entry, language));
    for (const id of ["home", "trails", "field-guides", "bird-checklist", "how-to-get-here", "faq", "menu"]) {
      const route = content.routes.find((candidate) => candidate.id === id);
      if (route) expect(urls).toContain(localizedPath(route, language));
    }
    expect([...urls].some((url) => url.endsWith(".pdf") && url.startsWith(`/${language}/`))).toBe(true);
    // Nothing a guest does not need with no signal: no form, no staff page, no page of the other language.
    expect([...urls].filter((url) => url.endsWith("/") && !url.startsWith(`/${language}/`))).toEqual([]);
    const booking = content.routes.find((candidate) => candidate.id === "booking-enquiry");
    if (booking) expect(urls).not.toContain(localizedPath(booking, language));
  });

  it("keeps each picture at one width, at most 800 pixels", async () => {
    const pictures = list.files.filter((file) => /^\/static\/.*\.webp$/.test(file.url)).map((file) => file.url);
    expect(pictures.length).toBeGreaterThan(0);
    const byPicture = new Map<string, number>();
    for (const url of pictures) {
      const [, digest = "", , name = ""] = url.split("/").slice(1);
      byPicture.set(`${digest}/${name}`, (byPicture.get(`${digest}/${name}`) ?? 0) + 1);
    }
    expect([...byPicture.values()].every((count) => count === 1)).toBe(true);
    for (const url of pictures) expect((await sharp(path.join(PUBLIC_DIR, url)).metadata()).width).toBeLessThanOrEqual(800);
  });
});
