import fs from "node:fs";
import path from "node:path";
import { siteRedirects } from "../../src/content/redirects";
import { CSS_BUDGET_BYTES, HOME_HTML_BUDGET_BYTES, inlineCssBytes, JS_BUDGET_BYTES, pageScriptWeight } from "../../src/build/page-weight";
import { FONT_SUBSETS } from "../../src/build/font-subsets";
import { filesUnder } from "../../src/lib/files/files-under";
import { decapFiles } from "../../src/cms/admin-site";
import { decapDistDir } from "../../src/cms/decap-package";
import { fontCharacterSet } from "../support/font-characters";
import { sitePages } from "../../src/content/create-pages";
import { NOT_FOUND_ROUTE_ID } from "../../src/lib/routing/page-context";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { NOINDEX_ROBOTS } from "../../src/lib/seo/seo";
import { attr, content, fileFor, page, pathOf, PUBLIC_DIR, siteUrl, testBuildData, uiString } from "./helpers";

describe("built HTML", () => {
  it("holds no NUL byte (React 18.3 leaves them before some accented letters; post-build removes them)", () => {
    const html = sitePages(content, testBuildData()).map((p) => fileFor(p.path));
    expect(html.length).toBeGreaterThan(50);
    expect(html.filter((file) => fs.readFileSync(file).includes(0))).toEqual([]);
  });
});

describe("not-found pages", () => {
  it.each([
    ["/en/404/", "en"],
    ["/pt/404/", "pt"],
    ["/404.html", "pt"],
  ] as Array<[string, Language]>)("%s says so in its language, offers one way home and is noindex", (urlPath, language) => {
    const root = page(urlPath);
    expect(root.querySelector("h1")?.textContent).toBe(uiString(language, "notFound:title"));
    expect(root.querySelector("main")?.textContent).toContain(uiString(language, "notFound:text"));
    expect(
      root
        .querySelector("main")
        ?.querySelectorAll("a")
        .map((a) => a.getAttribute("href")),
    ).toEqual([`/${language}/`]);
    expect(attr(root, 'meta[name="robots"]', "content")).toBe(NOINDEX_ROBOTS);
  });
});

describe("sitemap", () => {
  const index = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-index.xml"), "utf8");
  const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1] as string);
  const xml = files.map((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).join("");
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] as string);
  const locs = urls.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);

  it("holds exactly the canonical indexable pages", () => {
    const expected = sitePages(content, testBuildData())
      .filter(
        ({ path: pagePath, context }) =>
          !context.noindex && !context.bare && pagePath === context.alternates[context.language] && context.routeId !== NOT_FOUND_ROUTE_ID,
      )
      .map(({ path: pagePath }) => siteUrl + pagePath);
    expect(expected).toEqual(expect.arrayContaining(content.routes.filter((r) => !r.noindex).map((r) => siteUrl + localizedPath(r, "en"))));
    expect([...locs].sort()).toEqual([...expected].sort());
  });
  it("gives every entry its hreflang alternates", () => {
    const entry = urls.find((u) => u.includes(`<loc>${siteUrl}${pathOf("accommodations", "en")}</loc>`)) ?? "";
    expect(entry).toContain(`hreflang="pt-BR" href="${siteUrl}${pathOf("accommodations", "pt")}"`);
    expect(entry).toContain(`hreflang="en" href="${siteUrl}${pathOf("accommodations", "en")}"`);
    expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${pathOf("accommodations", "en")}"`);
  });
  it("is named in robots.txt", () => {
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });
});

describe("redirects", () => {
  const redirects = siteRedirects(content.routes, content.redirects);
  it.each(redirects)("$from has a static page leading to $to", ({ from, to }) => {
    const root = page(from);
    expect(attr(root, 'meta[http-equiv="refresh"]', "content")).toBe(`0; url=${to}`);
    expect(attr(root, 'meta[name="robots"]', "content")).toBe("noindex");
    expect(fs.existsSync(fileFor(to))).toBe(true);
    // Its canonical is the one the landing page itself declares, never a bare or aliased address.
    expect(attr(root, 'link[rel="canonical"]', "href")).toBe(attr(page(to), 'link[rel="canonical"]', "href"));
  });
  // Each legacy path of content/redirects.json, under each language's prefix, to that language's page.
  const legacy = content.redirects.flatMap(({ from, to }) => LANGUAGES.map((language) => [`/${language}${from}`, pathOf(to, language)] as const));
  it.each(legacy)("legacy %s under a language prefix leads to %s", (from, to) => {
    expect(attr(page(from), 'meta[http-equiv="refresh"]', "content")).toBe(`0; url=${to}`);
  });
  it("are listed as 301s in _redirects, with each language's 404", () => {
    const lines = fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8").split("\n");
    for (const { from, to } of redirects) expect(lines).toContain(`${from}  ${to}  301!`);
    expect(lines).toContain("/en/*  /en/404/  404");
    expect(lines).toContain("/pt/*  /pt/404/  404");
  });
});

describe("JavaScript budget", () => {
  const paths = sitePages(content, testBuildData()).map((p) => p.path);
  it.each(paths)(`%s loads at most ${JS_BUDGET_BYTES / 1024} KB of JavaScript, in brotli`, (urlPath) => {
    const { files, compressedBytes } = pageScriptWeight(PUBLIC_DIR, urlPath);
    expect(files.some((file) => file.startsWith("framework-"))).toBe(true);
    // Its template's chunk: from src/templates/, or from optional-templates/ (the checklist's).
    expect(files.some((file) => /^component---(?:src-templates|optional-templates)-/.test(file))).toBe(true);
    expect(compressedBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
});

describe("CSS budget", () => {
  const paths = sitePages(content, testBuildData()).map((p) => p.path);
  // What a page inlines; the browser test adds what a first visit fetches after it (the cookie banner's).
  it.each(paths)(`%s carries under ${CSS_BUDGET_BYTES / 1024} KB of CSS`, (urlPath) => {
    const bytes = inlineCssBytes(fs.readFileSync(fileFor(urlPath), "utf8"));
    expect(bytes).toBeGreaterThan(5000);
    expect(bytes).toBeLessThan(CSS_BUDGET_BYTES);
  });
});

describe("home page HTML budget", () => {
  it.each(["/pt/", "/en/"])("%s is under 70 KB uncompressed", (urlPath) => {
    expect(fs.statSync(fileFor(urlPath)).size).toBeLessThan(HOME_HTML_BUDGET_BYTES);
  });
});

describe("page scripts", () => {
  const paths = sitePages(content, testBuildData()).map((p) => p.path);
  it.each(paths)("%s requests the entry bundle from one loader after the first paint, and the image loader once", (urlPath) => {
    const root = page(urlPath);
    expect(root.querySelectorAll("script[src]")).toHaveLength(0);
    const loaders = root.querySelectorAll("script:not([src])").filter((script) => script.textContent.includes("requestAnimationFrame"));
    expect(loaders).toHaveLength(1);
    expect(loaders[0]?.textContent).toMatch(/\["\/webpack-runtime-[0-9a-f]+\.js","\/framework-[0-9a-f]+\.js","\/app-[0-9a-f]+\.js"\]/);
    const modules = root.querySelectorAll('script[type="module"]').map((script) => script.textContent);
    expect(new Set(modules).size).toBe(modules.length);
    // Gatsby's chunk map (a string its loader never finds a file in) is gone; the loader sets an empty one and the build's hash.
    expect(root.querySelector("#gatsby-chunk-mapping")).toBeNull();
    // Its own path comes first, set by the same script (Gatsby's own script for it, and its policy hash, are gone).
    expect(root.querySelector("#gatsby-script-loader")).toBeNull();
    expect(loaders[0]?.textContent).toMatch(/^window\.pagePath="\/[^"]*";window\.___webpackCompilationHash="[0-9a-f]+";window\.___chunkMapping=\{\};/);
  });

  it.each(paths)("%s runs one inline script in its head before the first paint, and names no generator", (urlPath) => {
    const head = page(urlPath).querySelector("head");
    // Data and module scripts do not run before the page is parsed.
    const scripts = head?.querySelectorAll("script:not([src]):not([type])") ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toContain("data-consent-stored");
    expect(scripts[0]?.textContent).toContain("replaceState");
    expect(head?.querySelector('meta[name="generator"]')).toBeNull();
    expect(head?.querySelector('meta[http-equiv="x-ua-compatible"]')).toBeNull();
  });
});

describe("shipped files", () => {
  // Decap CMS's own files, copied from the package whose integrity was checked: its sign-in code
  // names tokens and passwords, and shipping them unchanged is what the next test proves.
  const decapDist = decapDistDir();
  const vendored = new Set(decapFiles(decapDist).map((name) => path.join(PUBLIC_DIR, "admin", name)));
  const shipped = (dir: string): string[] => filesUnder(dir, (name) => /\.(js|json|html|txt|xml)$/.test(name)).filter((file) => !vendored.has(file));

  it("include Decap CMS's files exactly as its pinned package has them", () => {
    expect(vendored.size).toBeGreaterThan(50);
    for (const file of vendored) expect(fs.readFileSync(file).equals(fs.readFileSync(path.join(decapDist, path.basename(file))))).toBe(true);
  });

  it("contain no credential", () => {
    const leaks = shipped(PUBLIC_DIR).filter((file) =>
      /(password|passwd|secret|api[_-]?key|token)["']?\s*[:=]\s*["'][^"']{4,}["']/i.test(fs.readFileSync(file, "utf8")),
    );
    expect(leaks.map((f) => path.relative(PUBLIC_DIR, f))).toEqual([]);
  });
});

describe("page data carries the page's language only", () => {
  const pageData = (urlPath: string) => fs.readFileSync(path.join(PUBLIC_DIR, "page-data", urlPath, "page-data.json"), "utf8");
  const route = content.routes.find((r) => r.id === "accommodations");
  const rooms = content.rooms;
  // As the page data carries it: the strings file's text, {{tokens}} and all.
  const openMenu = (language: Language) =>
    (JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/locales/${language}/common.json`), "utf8")) as { nav: { openMenu: string } }).nav
      .openMenu;

  it.each([
    [pathOf("accommodations", "en"), "en", "pt"],
    [pathOf("accommodations", "pt"), "pt", "en"],
  ] as const)("%s has its own texts and none of the other language's", (urlPath, own, other) => {
    const data = pageData(urlPath);
    expect(data).toContain(JSON.stringify(route?.description[own]).slice(1, -1));
    expect(data).not.toContain(JSON.stringify(route?.description[other]).slice(1, -1));
    for (const room of rooms) expect(data).not.toContain(JSON.stringify(room.description[other]).slice(1, -1));
    expect(data).toContain(openMenu(own));
    expect(data).not.toContain(openMenu(other));
  });
});

describe("page data", () => {
  // Gatsby makes the translation nodes in the order their files were read, which varies between builds;
  // a page whose data changed for nothing would be uploaded again and give the field kit a new build id.
  it("lists every page's translations in one order, by namespace", () => {
    const files = filesUnder(path.join(PUBLIC_DIR, "page-data"), (name) => name === "page-data.json");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data?: { locales?: { edges: Array<{ node: { ns: string } }> } } } };
      const namespaces = data.result.data?.locales?.edges.map(({ node }) => node.ns) ?? [];
      expect({ file, namespaces }).toEqual({ file, namespaces: [...namespaces].sort() });
    }
  });
});

describe("fonts", () => {
  it("preloads exactly the two font files the stylesheet uses, from this site", () => {
    const root = page("/pt/");
    const preloads = root.querySelectorAll('link[rel="preload"][as="font"]').map((link) => link.getAttribute("href") ?? "");
    expect(preloads).toHaveLength(2);
    const css = root
      .querySelectorAll("style")
      .map((style) => style.textContent)
      .join("");
    for (const href of preloads) {
      expect(href).toMatch(/^\/static\/(fraunces|inter)-[0-9a-f]+\.woff2$/);
      expect(css).toContain(href);
      expect(fs.existsSync(path.join(PUBLIC_DIR, href))).toBe(true);
    }
    expect(css).not.toMatch(/font-display:\s*swap/);
  });

  it("hold every character of every page's text that the typefaces have (the build cuts them down)", async () => {
    const text = sitePages(content, testBuildData())
      .map((p) => page(p.path))
      .map((root) => {
        root.querySelectorAll("script, style, noscript").forEach((element) => element.remove());
        return `${root.querySelector("title")?.textContent ?? ""}${root.querySelector("body")?.textContent ?? ""}`;
      })
      .join("");
    const characters = new Set([...text].filter((character) => character > " "));
    expect(characters.size).toBeGreaterThan(80);
    const preloads = page("/pt/")
      .querySelectorAll('link[rel="preload"][as="font"]')
      .map((link) => link.getAttribute("href") ?? "");
    for (const { file, source } of FONT_SUBSETS) {
      const typeface = await fontCharacterSet(require.resolve(source));
      const built = preloads.find((href) => href.startsWith(`/static/${file.replace(".woff2", "")}-`));
      if (!built) throw new Error(`no preloaded ${file}`);
      const subset = await fontCharacterSet(path.join(PUBLIC_DIR, built));
      expect([...characters].filter((character) => typeface.has(character) && !subset.has(character))).toEqual([]);
    }
  });
});
