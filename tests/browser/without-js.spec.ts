import { expect, test } from "@playwright/test";
import { siteContent } from "../../src/content-pipeline/content-store";
import { businessConstants, interpolateConstants } from "../../src/lib/format/business-constants";
import menuWords from "../../content/locales/en/menu.json";
import screenWords from "../../content/locales/pt/screens.json";

const { menu, press, site } = siteContent();
const portuguese = businessConstants(site, "pt");

/** src/lib/behaviours/without-js.ts: what a script would reveal on demand is there at once; controls that need one are gone. */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the table-side menu shows all three lists, each under its tab's name, and no dead tabs", async ({ page }) => {
    await page.goto("/en/menu/");
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const item of [menu.snacks[0]!, menu.drinks[0]!.items[0]!, menu.eats[0]!.items[0]!]) {
      await expect(page.getByRole("listitem").filter({ hasText: item.name.en }).first()).toBeVisible();
    }
    await expect(page.getByRole("columnheader", { name: "Bottle" })).toBeVisible();
    const labels = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel, "::before").content.replace(/"/g, "")));
    expect(labels).toEqual([menuWords.tabs.snacks, menuWords.tabs.drinks, menuWords.tabs.eats]);
  });

  test("press items show their full texts, without read-more buttons that could not work", async ({ page }) => {
    await page.goto("/pt/falaram-de-nos/");
    const withFullText = press.filter((item) => item.fullContent);
    expect(withFullText.length).toBeGreaterThan(0);
    for (const item of withFullText) {
      await expect(page.getByText(interpolateConstants(item.fullContent![0]!.pt, portuguese), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: screenWords.press.readMore })).toHaveCount(0);
  });

  test("the farmhouse apartments' details are shown, without their toggle", async ({ page }) => {
    await page.goto("/en/accommodations/");
    await expect(page.getByRole("button", { name: "Show details" })).toHaveCount(0);
    await expect(page.locator("main dl dt").first()).toBeVisible();
  });
});
