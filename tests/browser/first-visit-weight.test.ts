import { expect, test } from "@playwright/test";
import { parse } from "node-html-parser";
import { siteContent } from "../../src/content/content-store";
import { CSS_BUDGET_BYTES, inlineCssBytes, JS_BUDGET_BYTES } from "../../src/build/page-weight";
import { brotliOf } from "../../src/lib/files/compression";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

/**
 * What a first-time visitor's phone pays for in the first 10 s, with no cookie choice made and nothing
 * closed (so the cookie banner shows, and the popup and web-vitals load as they would):
 * - every script it fetches, compressed as the server sends it, plus the scripts inline in its HTML;
 * - its CSS, uncompressed (what the browser parses before painting): inline in the HTML, plus any
 *   stylesheet fetched after it (a chunk loaded on demand brings its own).
 * The build tests count each page's chunk groups and inline CSS; this one also counts what loads after
 * the page. Home and the heaviest screens, in both languages.
 */
const SAMPLE = ["home", "trails", "gallery", "menu", "field-guides", "media-press", "booking-enquiry"];
const { routes } = siteContent();

for (const routeId of SAMPLE) {
  for (const language of LANGUAGES) {
    const path = localizedPath(
      routes.find((route) => route.id === routeId)!,
      language,
    );
    test(`${path} fetches at most ${JS_BUDGET_BYTES / 1024} KB of compressed JavaScript and ${CSS_BUDGET_BYTES / 1024} KB of CSS in its first 10 s`, async ({
      page,
    }) => {
      const scripts: Array<Promise<number>> = [];
      const stylesheets: Array<Promise<number>> = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
        if (request.resourceType() === "stylesheet") stylesheets.push(request.response().then(async (response) => (await response?.body())?.length ?? 0));
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      const inline = parse(html)
        .querySelectorAll("script:not([src])")
        .filter((script) => script.getAttribute("type") !== "application/ld+json")
        .map((script) => script.textContent);
      await page.waitForTimeout(10_000);
      const fetched = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      const total = fetched + brotliOf(Buffer.from(inline.join("\n"))).length;
      const css = inlineCssBytes(html) + (await Promise.all(stylesheets)).reduce((sum, bytes) => sum + bytes, 0);
      console.log(`${path}: ${scripts.length} scripts, ${fetched} B fetched + inline = ${total} B; CSS ${css} B (${stylesheets.length} fetched)`);
      expect(scripts.length).toBeGreaterThan(3);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(css).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
      // The cookie banner is part of the page, with its styles, from the first paint.
      expect(parse(html).querySelectorAll('[data-testid="consent-banner"]')).toHaveLength(1);
    });
  }
}
