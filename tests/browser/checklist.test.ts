import { expect, test } from "@playwright/test";
import { monthName } from "../../src/lib/format/business-constants";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { pathOf, uiString } from "../support/site-content";
import { testBuildData } from "../support/test-build";
import { axeViolations } from "./axe";

// The test build's checklist: its busiest month (the one with most complete checklists) has a table to show.
const { published } = testBuildData();
if (!published) throw new Error("the test build published no checklist: run `npm run build:test`");
const perMonth = Array.from({ length: 12 }, (_, month) => published.frequencies.periodChecklists.slice(month * 4, month * 4 + 4).reduce((a, b) => a + b, 0));
const busiestMonth = perMonth.indexOf(Math.max(...perMonth)) + 1;

/**
 * The checklist's filters as a visitor uses them, with and without script, on a phone and a desktop:
 * each is a link to a page of its own, the current one marked, and every page passes axe.
 */
for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`the bird checklist ${javaScriptEnabled ? "with" : "without"} JavaScript at ${width} px`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width < 800 ? 844 : 900 } });
      for (const language of LANGUAGES) {
        test(`narrows the list to a month and to a trail, and back to the year (${language})`, async ({ page }) => {
          const yearPath = pathOf("bird-checklist", language);
          await page.goto(yearPath);
          const filters = page.getByRole("navigation", { name: uiString(language, "wildlife:checklist.filters") });
          const current = filters.locator('a[aria-current="page"]');
          await expect(current.first()).toHaveAttribute("href", yearPath);
          await expect(page.locator("main ol > li").first()).toBeVisible();
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          const month = monthName(busiestMonth, language);
          await filters.getByRole("link", { name: month, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${yearPath}[a-z-]+/$`));
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(month);
          await expect(page.getByRole("heading", { level: 2, name: new RegExp(month) })).toBeVisible();
          const rows = page.locator("main table tbody tr");
          expect(await rows.count()).toBeGreaterThan(0);
          await expect(rows.first().locator("td")).toHaveCount(4);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          const trailLink = filters.locator("div").nth(1).getByRole("link").nth(1);
          const trail = (await trailLink.textContent()) ?? "";
          await trailLink.click();
          await expect(current).toHaveText(trail);
          await expect(page.getByRole("heading", { level: 2, name: new RegExp(trail) })).toBeVisible();
          expect(await page.locator("main ol > li").count()).toBeGreaterThan(0);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          await filters.getByRole("link", { name: uiString(language, "wildlife:checklist.wholeYear"), exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${yearPath}$`));
        });
      }
    });
  }
}
