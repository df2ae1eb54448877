import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { readCsv } from "../../src/lib/ebird/csv-reader";
import { EBIRD_RECORD_COLUMN_COUNT } from "../../src/field-kit/walks/ebird-record-csv";
import { WALK_SPECIES_PATH, type WalkData } from "../../src/field-kit/walks/walk-species";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { OFFLINE_PATHS } from "../../src/lib/routing/page-context";
import { content, pathOf, uiString } from "../support/site-content";
import { entryPath, listedEntries } from "../../src/content/entry-pages";
import { formatFileSize } from "../../src/lib/format/measures";
import { kitListPath, type KitList } from "../../src/field-kit/kit-list";
import { axeViolations } from "./axe";
import { gotoHydrated } from "./hydrated";
import { startSiteServer } from "../support/site-server";

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
      // Everything the page loads goes through the worker, which keeps it, before the signal goes.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
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

/** The first trail of the content, and its page. */
const firstTrail = () => {
  const trail = listedEntries(content).find((entry) => entry.template === "trail-entry");
  if (!trail) throw new Error("content/trails.json has no trail");
  return trail;
};

/** The kit's control on a page, found by its heading once it has loaded, which it does as the reader scrolls near it. */
async function kitControl(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const control = page.getByRole("region", { name: uiString(language, "fieldKit:kitHeading") });
  await control.scrollIntoViewIfNeeded();
  return control;
}
const filled = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

for (const language of LANGUAGES) {
  test.describe(`the field kit (${language})`, () => {
    test("shows its size, saves on request, and then every trail, species and checklist page opens with no signal", async ({ context, page, request }) => {
      test.slow();
      const violations = watchPolicy(page);
      const list = (await (await request.get(kitListPath(language))).json()) as KitList;
      const trailPage = entryPath(firstTrail(), language);
      await openUnderWorker(page, trailPage);
      const control = await kitControl(page, language);
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
        // A link between saved pages works as online: Gatsby's own navigation, its data from the kit.
        await gotoHydrated(page, pathOf("trails", language));
        // The trails list has the kit's control too, and it knows the kit is saved.
        await expect((await kitControl(page, language)).getByRole("button", { name: uiString(language, "fieldKit:kitRemove") })).toBeVisible();
        await page.locator(`main a[href="${trailPage}"]`).first().click();
        await expect(page).toHaveURL(trailPage);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The control knows the kit is saved, with no network to ask.
        await expect((await kitControl(page, language)).getByRole("button", { name: uiString(language, "fieldKit:kitRemove") })).toBeVisible();
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
    const control = await kitControl(page, "en");
    await expect(control.getByRole("button", { name: /\(/ })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await control.getByRole("button").click();
    await expect(control.getByRole("button", { name: uiString("en", "fieldKit:kitRemove") })).toBeVisible({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test.describe(`a walk's ticks (${language})`, () => {
    test("survive a reload with no signal, and the finished walk gives eBird's file and a list to share", async ({ context, page, request }) => {
      test.slow();
      const trail = firstTrail();
      const trailData = content.trails.find((entry) => entry.id === trail.id);
      const data = (await (await request.get(WALK_SPECIES_PATH)).json()) as WalkData;
      await page.addInitScript(() => {
        // Web Share as a phone offers it: what the page hands over is kept for the test to read.
        Object.defineProperty(navigator, "share", { value: (shared: { text: string }) => ((window as unknown as { shared: string }).shared = shared.text) });
      });
      const address = entryPath(trail, language);
      await openUnderWorker(page, address);
      await page.reload();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const walk = page.getByRole("region", { name: uiString(language, "fieldKit:walkHeading") });
      await walk.getByRole("button", { name: uiString(language, "fieldKit:walkOpen") }).click();
      await walk.getByRole("button", { name: uiString(language, "fieldKit:walkStart") }).click();
      const species = walk.getByRole("list").first().getByRole("checkbox");
      await species.nth(0).check();
      await species.nth(1).check();
      await walk.getByRole("spinbutton").first().fill("2");
      const ticked = await walk.locator("li:has(input[type=checkbox]:checked)").allInnerTexts();

      await offline(context, async () => {
        await page.reload();
        await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
        await walk.getByRole("button", { name: uiString(language, "fieldKit:walkOpen") }).click();
        await expect(walk.locator("li:has(input[type=checkbox]:checked)")).toHaveCount(2);
        expect(await walk.locator("li:has(input[type=checkbox]:checked)").allInnerTexts()).toEqual(ticked);
        await walk.getByRole("button", { name: uiString(language, "fieldKit:walkFinish") }).click();

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          walk.getByRole("button", { name: uiString(language, "fieldKit:walkDownload") }).click(),
        ]);
        const rows: string[][] = [];
        for await (const record of readCsv([fs.readFileSync(await download.path(), "utf8")])) rows.push(record.fields);
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          expect(row).toHaveLength(EBIRD_RECORD_COLUMN_COUNT);
          const [commonName, genus, epithet, , , location, , , date, start, state, country, protocol, observers, , complete, miles] = row;
          const known = data.species.find((entry) => entry.commonName === commonName);
          expect(known?.scientificName).toBe(`${genus} ${epithet}`);
          expect(location).toContain(trailData?.name.en);
          expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(start).toMatch(/^\d{2}:\d{2}$/);
          expect([state, country, protocol, observers, complete]).toEqual(["MT", "BR", "Traveling", "1", "Y"]);
          expect(Number(miles)).toBeCloseTo((trailData?.distanceKm ?? 0) * 0.621371, 2);
        }
        expect(rows.map((row) => row[3]).sort()).toEqual(["2", "X"]);

        await walk.getByRole("button", { name: uiString(language, "fieldKit:walkShare") }).click();
        const shared = await page.evaluate(() => (window as unknown as { shared?: string }).shared ?? "");
        expect(shared).toContain(trailData?.name[language]);
        for (const row of rows) expect(shared).toContain(`(${row[1]} ${row[2]})`);
      });
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a walk's tick controls pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, entryPath(firstTrail(), "pt"));
    const walk = page.getByRole("region", { name: uiString("pt", "fieldKit:walkHeading") });
    await walk.getByRole("button", { name: uiString("pt", "fieldKit:walkOpen") }).click();
    await walk.getByRole("button", { name: uiString("pt", "fieldKit:walkStart") }).click();
    await walk.getByRole("checkbox").first().check();
    expect(await axeViolations(page)).toEqual([]);
    await walk.getByRole("button", { name: uiString("pt", "fieldKit:walkFinish") }).click();
    await expect(walk.getByRole("button", { name: uiString("pt", "fieldKit:walkDownload") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** A run of plain words from a text, found alike in a page's HTML and in its JSON data. */
const plainFragment = (text: string) => /[A-Za-z][A-Za-z ]{14,}[A-Za-z]/.exec(text)?.[0] ?? "";

/** Rewrites a built file and its brotli copy, as a new build would write them. */
function rewrite(file: string, change: (text: string) => string): void {
  const text = change(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}

test("after a deploy, a guest online reads the new text at once, and a saved kit is saved again from the new build", async ({ browser }) => {
  test.slow();
  // The deploy happens on a copy of the build, served by a server of its own, so no other test sees it.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "field-kit-deploy-"));
  fs.cpSync("public", path.join(site, "public"), { recursive: true });
  const server = await startSiteServer({ PUBLIC_DIR: path.join(site, "public"), DATA_DIR: path.join(site, "data"), SITE_URL: "http://127.0.0.1" });
  try {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: "allow" });
    const page = await context.newPage();
    const trail = firstTrail();
    const address = entryPath(trail, "en");
    const before = plainFragment(content.trails.find((entry) => entry.id === trail.id)?.description.en ?? "");
    expect(before).not.toBe("");
    await openUnderWorker(page, pathOf("field-guides", "en"));
    const control = await kitControl(page, "en");
    await control.getByRole("button").click();
    await expect(control.getByRole("button", { name: uiString("en", "fieldKit:kitRemove") })).toBeVisible({ timeout: 60_000 });
    await page.goto(address);
    await expect(page.getByText(before)).toBeVisible();

    // The deploy: the trail's text changes, and with it the build's id in the worker and the kit's lists.
    const after = "A freshly rewritten description of this trail";
    const publicDir = path.join(site, "public");
    const oldBuild = (JSON.parse(fs.readFileSync(path.join(publicDir, kitListPath("en")), "utf8")) as KitList).build;
    const newBuild = "0123456789ab";
    rewrite(path.join(publicDir, address, "index.html"), (html) => html.replace(before, after));
    rewrite(path.join(publicDir, "page-data", address, "page-data.json"), (json) => json.replace(before, after));
    for (const file of ["sw.js", kitListPath("en").slice(1), kitListPath("pt").slice(1)])
      rewrite(path.join(publicDir, file), (text) => text.replaceAll(oldBuild, newBuild));

    await page.reload();
    await expect(page.getByText(after)).toBeVisible();

    // The new worker installs, saves the kit again from the new build, and takes over.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 60_000 }).toContain(`fk-${newBuild}-kit-en`);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 }).not.toContain(`fk-${oldBuild}-kit-en`);
    await context.setOffline(true);
    await page.goto(address);
    await expect(page.getByText(after)).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
