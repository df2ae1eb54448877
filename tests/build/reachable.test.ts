/** @jest-environment node */
import fs from "node:fs";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { content, fileFor, page, PUBLIC_DIR, siteUrl } from "./helpers";

/**
 * Every page a visitor may look for can be found by following links: each indexable page of the route
 * table from the menu or the footer of every page, and every page of the sitemap from the home page.
 */
const sitemapPaths = [...fs.readFileSync(`${PUBLIC_DIR}/sitemap-0.xml`, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!.replace(siteUrl, ""));
const isBuilt = (path: string) => fs.existsSync(fileFor(path)) && !fs.readFileSync(fileFor(path), "utf8").includes('http-equiv="refresh"');
const hrefs = (path: string, selector: string) =>
  page(path)
    .querySelectorAll(`${selector} a[href^="/"]`)
    .map((link) => (link.getAttribute("href") ?? "").replace(/[?#].*$/, ""));

describe.each(LANGUAGES)("finding pages (%s)", (language) => {
  const indexable = content.routes
    .filter((route) => !route.noindex)
    .map((route) => localizedPath(route, language))
    .filter(isBuilt);
  // A page of every kind (route, entry, checklist), skipping the standalone ones (the table-side menu), which have neither.
  const samples = [`/${language}/`, ...sitemapPaths.filter((path) => path.startsWith(`/${language}/`)).filter((_, index) => index % 15 === 3)].filter(
    (path) => page(path).querySelector("header") !== null,
  );

  it("the test sees the route table's pages and a sample of every kind", () => {
    expect(indexable.length).toBeGreaterThan(15);
    expect(samples.length).toBeGreaterThan(5);
  });

  it.each(samples)("every indexable page of the route table is in the menu or the footer of %s", (path) => {
    const shell = new Set([...hrefs(path, "header"), ...hrefs(path, "footer")]);
    expect(indexable.filter((target) => !shell.has(target))).toEqual([]);
  });

  it("every page of the sitemap is reached by links from the home page", () => {
    const reached = new Set<string>();
    const queue = [`/${language}/`];
    while (queue.length > 0) {
      const path = queue.pop()!;
      if (reached.has(path) || !isBuilt(path)) continue;
      reached.add(path);
      queue.push(...hrefs(path, "body").filter((href) => href.startsWith(`/${language}/`) && !reached.has(href)));
    }
    expect(sitemapPaths.filter((path) => path.startsWith(`/${language}/`) && !reached.has(path))).toEqual([]);
  });
});
