import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { OFFLINE_PATHS } from "../../src/lib/routing/page-context";
import { content, pathOf, uiString } from "../support/site-content";
import { entryPath, listedEntries } from "../../src/content/entry-pages";
import { formatFileSize } from "../../src/lib/format/measures";
import { kitListPath, type KitList } from "../../src/field-kit/kit-list";
import { axeViolations } from "./axe";
import { gotoHydrated } from "./hydrated";

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

/** Collects the page's policy violations, reported by the browser as console errors. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page and waits until the field kit's worker controls it and has installed. */
async function openUnderWorker(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function offline(context: BrowserContext, work: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  try {
    await work();
  } finally {
    await context.setOffline(false);
  }
}

for (const language of LANGUAGES) {
  test.describe(`with no signal (${language})`, () => {
    test("a page visited before opens as it did online, and an address never visited gets the offline page", async ({ context, page }) => {
      const violations = watchPolicy(page);
      const trails = pathOf("trails", language);
      const faq = pathOf("faq", language);
      await openUnderWorker(page, trails);
      // The first load came before the worker: this one goes through it, which keeps the page.
      await page.reload();
      const heading = await page.getByRole("heading", { level: 1 }).textContent();

      await offline(context, async () => {
        await page.reload();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
        await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

        await page.goto(faq);
        await expect(page).toHaveURL((url) => url.pathname === OFFLINE_PATHS[language] && url.searchParams.get("from") === faq);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(uiString(language, "fieldKit:offlineTitle"));
        const saved = page.getByRole("region", { name: uiString(language, "fieldKit:savedHeading") });
        await expect(saved.locator(`a[href="${trails}"]`)).toHaveCount(1);
        await expect(page.getByRole("link", { name: uiString(language, "fieldKit:retry") })).toHaveAttribute("href", faq);
      });

      // Back online, "try again" reaches the page asked for.
      await page.getByRole("link", { name: uiString(language, "fieldKit:retry") }).click();
      await expect(page).toHaveURL(faq);
      expect(violations).toEqual([]);
    });
  });
}

test("the page links its language's manifest, which the browser can read", async ({ page, request }) => {
  for (const language of LANGUAGES) {
    await page.goto(pathOf("trails", language));
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const response = await request.get(href ?? "");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { start_url: string; display: string; icons: Array<{ src: string; purpose: string }> };
    expect(manifest.start_url).toBe(`/${language}/`);
    expect(manifest.display).toBe("standalone");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  }
});

/** The kit's control on a page, found by its heading. */
const kitControl = (page: Page, language: (typeof LANGUAGES)[number]) => page.getByRole("region", { name: uiString(language, "fieldKit:kitHeading") });
const filled = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

for (const language of LANGUAGES) {
  test.describe(`the field kit (${language})`, () => {
    test("shows its size, saves on request, and then every trail, species and checklist page opens with no signal", async ({ context, page, request }) => {
      test.slow();
      const violations = watchPolicy(page);
      const list = (await (await request.get(kitListPath(language))).json()) as KitList;
      await openUnderWorker(page, pathOf("trails", language));
      const control = kitControl(page, language);
      const save = control.getByRole("button", { name: filled(uiString(language, "fieldKit:kitSave"), { size: formatFileSize(list.bytes, language) }) });
      await expect(save).toBeVisible();
      await save.click();
      await expect(control.getByRole("button", { name: uiString(language, "fieldKit:kitRemove") })).toBeVisible({ timeout: 60_000 });
      await expect(control).toContainText(filled(uiString(language, "fieldKit:kitSaved"), { size: formatFileSize(list.bytes, language) }));

      // Pages never visited, from the content itself: each trail, each species, and the checklist.
      const entries = listedEntries(content).filter((entry) => entry.template === "trail-entry" || entry.template === "species-entry");
      const addresses = [...entries.map((entry) => entryPath(entry, language)), pathOf("bird-checklist", language), pathOf("faq", language)];
      await offline(context, async () => {
        for (const address of addresses) {
          await page.goto(address);
          await expect(page).toHaveURL(address);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        }
        // A page's pictures are there too, at the width the kit keeps.
        await page.goto(`/${language}/`);
        await expect(page).toHaveURL(`/${language}/`);
        const hero = page.locator("main img[data-main-image]").first();
        await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        // The control knows the kit is saved, with no network to ask.
        await page.goto(pathOf("trails", language));
        await expect(kitControl(page, language).getByRole("button", { name: uiString(language, "fieldKit:kitRemove") })).toBeVisible();
      });
      expect(violations).toEqual([]);
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the kit's control passes axe at ${viewport.width} px, before and after saving`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openUnderWorker(page, pathOf("field-guides", "en"));
    const control = kitControl(page, "en");
    await control.scrollIntoViewIfNeeded();
    await expect(control.getByRole("button", { name: /\(/ })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await control.getByRole("button").click();
    await expect(control.getByRole("button", { name: uiString("en", "fieldKit:kitRemove") })).toBeVisible({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
}
