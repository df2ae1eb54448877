import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { siteContent } from "../../src/content/content-store";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

/** Every route of the route table in both languages, and both not-found pages. */
const screens = [...siteContent().routes.flatMap((route) => LANGUAGES.map((language) => localizedPath(route, language))), "/pt/404/", "/en/no-such-page/"];
const widths = [390, 1440];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const path of screens) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("h1")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
