import { expect, test, type Locator, type Page } from "@playwright/test";
import { FORM_ENDPOINTS } from "../../src/lib/forms/endpoints";
import { axeViolations } from "./axe";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { gotoHydrated } from "./hydrated";
import { content, pathOf, text, uiString } from "../support/site-content";

/** What a visitor sees of the pages' layout and wording that the build's HTML alone cannot say. */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return found;
};

/** The form pages with a panel beside the form, by route id, and the panel's heading key. */
const FORM_PAGES = [
  { id: "booking-enquiry", heading: "formPages:enquiry.heading" },
  { id: "newsletter", heading: "formPages:newsletter.heading" },
  { id: "photo-upload", heading: "formPages:upload.heading" },
].filter(({ id }) => content.routes.some((route) => route.id === id));

for (const language of LANGUAGES) {
  for (const { id, heading } of FORM_PAGES) {
    test(`${id} (${language}) at 1440 px: the form and what happens next side by side, across the content column`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathOf(id, language));
      // The page's own form: the newsletter page also holds its unsubscribe question, hidden until asked.
      const form = page.locator("main form:visible").first();
      const aside = page.getByRole("complementary", { name: uiString(language, heading) });
      const [formBox, asideBox, heroText] = await Promise.all([box(form), box(aside), box(page.locator("main h1"))]);
      expect(asideBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(asideBox.y).toBeLessThan(formBox.y + formBox.height);
      // Together they span the column the hero's text starts (72rem, 1152 px), not half of it.
      expect(asideBox.x + asideBox.width - formBox.x).toBeGreaterThan(1152 * 0.9);
      expect(formBox.x).toBeCloseTo(heroText.x, 0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${id} (${language}) at 390 px: the form first, then what happens next, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, pathOf(id, language));
      const [formBox, asideBox] = await Promise.all([box(page.locator("main form:visible").first()), box(page.getByRole("complementary"))]);
      expect(asideBox.y).toBeGreaterThan(formBox.y + formBox.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test(`login (${language}) at 1440 px: the sign-in card sits in the middle of the page`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, pathOf("login", language));
    const card = await box(page.locator("main form"));
    expect(card.x + card.width / 2).toBeCloseTo(720, -1);
  });
}

const signUpForm = (page: Page) => page.locator(`main form[action="${FORM_ENDPOINTS.newsletter}"]`);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a newsletter link's answer, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    test.skip(!content.site.featureFlags.enableNewsletter, "the newsletter is switched off in site.json");

    for (const language of LANGUAGES) {
      for (const result of ["confirmed", "already", "unsubscribed"] as const) {
        test(`${result} (${language}) is shown alone, with the way back home`, async ({ page }) => {
          await page.goto(`${pathOf("newsletter", language)}?newsletter=${result}#newsletter-${result}`);
          await expect(page.getByText(uiString(language, `newsletter:results.${result}`))).toBeVisible();
          await expect(page.getByRole("textbox")).toHaveCount(0);
          await expect(signUpForm(page)).toBeHidden();
          const back = page.getByRole("link", { name: uiString(language, "formPages:newsletterDone.back") });
          await expect(back).toBeVisible();
          await expect(back).toHaveAttribute("href", pathOf("home", language));
        });
      }

      test(`invalid (${language}) is answered with the form, to sign up again`, async ({ page }) => {
        await page.goto(`${pathOf("newsletter", language)}?newsletter=invalid#newsletter-invalid`);
        await expect(page.getByText(uiString(language, "newsletter:results.invalid"))).toBeVisible();
        await expect(signUpForm(page)).toBeVisible();
      });
    }
  });
}

/** The heroes whose picture content gives a focus, with the page they open. */
const focusedHeroes = [
  ...(content.home.hero.imageFocus ? [{ id: "home", focus: content.home.hero.imageFocus }] : []),
  ...content.pages.flatMap((entry) => (entry.image && entry.imageFocus ? [{ id: entry.id, focus: entry.imageFocus }] : [])),
].filter(({ id }) => content.routes.some((route) => route.id === id));

for (const { id, focus } of focusedHeroes) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`the ${id} hero at ${width} px is cut around its subject (${focus.x}% ${focus.y}%)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(pathOf(id, "pt"));
      const picture = page.locator("section[data-has-image] img[data-main-image]").first();
      await expect(picture).toHaveCSS("object-position", `${focus.x}% ${focus.y}%`);
    });
  }
}

test("an intro paragraph is one weight from its first line to its last", async ({ page }) => {
  const route = content.routes.find((entry) => content.pages.some((article) => article.id === entry.id));
  test.skip(!route, "no screen with written content");
  await page.goto(localizedPath(route!, "en"));
  const weights = await page
    .locator("main p")
    .filter({ hasText: text(content.pages.find((article) => article.id === route!.id)!.intro[0]!, "en").slice(0, 20) })
    .first()
    .evaluate((paragraph) => [getComputedStyle(paragraph).fontWeight, getComputedStyle(paragraph, "::first-line").fontWeight]);
  expect(weights[1]).toBe(weights[0]);
});
