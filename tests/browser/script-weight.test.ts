import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { parse } from "node-html-parser";
import { siteContent } from "../../src/content-pipeline/content-store";
import { JS_BUDGET_BYTES } from "../../src/content-pipeline/page-weight";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

/**
 * What a first-time visitor's phone pays for: every script a page fetches in its first 10 s, with no
 * cookie choice made and nothing closed (so the popup and web-vitals load as they would), compressed
 * as the server sends it, plus the scripts inline in its HTML. The build test counts each page's
 * chunk groups; this one also counts what loads after the page. Home and the heaviest screens, in
 * both languages.
 */
const SAMPLE = ["home", "trails", "gallery", "menu", "field-guides", "media-press", "booking-enquiry"];
const { routes } = siteContent();

for (const routeId of SAMPLE) {
  for (const language of LANGUAGES) {
    const path = localizedPath(
      routes.find((route) => route.id === routeId)!,
      language,
    );
    test(`${path} fetches at most ${JS_BUDGET_BYTES / 1024} KB of compressed JavaScript in its first 10 s`, async ({ page }) => {
      const scripts: Array<Promise<number>> = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      const response = await page.goto(path);
      const inline = parse((await response?.text()) ?? "")
        .querySelectorAll("script:not([src])")
        .filter((script) => script.getAttribute("type") !== "application/ld+json")
        .map((script) => script.textContent);
      await page.waitForTimeout(10_000);
      const fetched = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      const total = fetched + zlib.gzipSync(inline.join("\n"), { level: 9 }).length;
      console.log(`${path}: ${scripts.length} scripts, ${fetched} B fetched + inline = ${total} B`);
      expect(scripts.length).toBeGreaterThan(3);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    });
  }
}
