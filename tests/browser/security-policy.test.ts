import { expect, test } from "@playwright/test";
import { siteContent } from "../../src/content/content-store";
import { siteRedirects } from "../../src/content/redirects";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

/**
 * Every page's Content-Security-Policy (from the build's `_headers`, sent by the production server)
 * lets the page run as built: no script, style or request of the site is blocked.
 */
const content = siteContent();
const firstRedirect = siteRedirects(content.routes, content.redirects)[0];
const pages = [
  ...content.routes.filter((route) => route.access === "public").flatMap((route) => LANGUAGES.map((language) => localizedPath(route, language))),
  // Each language's not-found page, and an old address's redirect page with its inline script
  // (asked for by its file: the address itself answers with the server's 301).
  ...LANGUAGES.map((language) => `/${language}/no-such-page/`),
  `${firstRedirect?.from ?? "/"}index.html`,
];

test.describe("content security policy", () => {
  for (const path of pages) {
    test(`${path} runs with nothing blocked`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      // A redirect page replaces itself with its target at once; every other page hydrates.
      if (path.endsWith("/index.html")) await page.waitForURL((url) => !url.pathname.endsWith("/index.html"));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // Client-side navigation loads other templates' chunks and page data under the same policy.
      const internal = page.locator("main a[href^='/']:visible, footer a[href^='/']:visible").first();
      if ((await internal.count()) > 0) {
        await internal.click();
        await page.waitForLoadState("networkidle");
      }
      expect(violations).toEqual([]);
    });
  }
});
