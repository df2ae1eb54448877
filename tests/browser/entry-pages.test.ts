import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { CONSENT_COOKIE } from "../../src/lib/behaviours/consent";
import { entryPath, listedEntries, type ListedEntry } from "../../src/content/entry-pages";
import { LANGUAGES, otherLanguage, type Language } from "../../src/lib/i18n/languages";
import { lodgeToday } from "../../src/lib/forms/enquiry";
import { roomEnquiryPath } from "../../src/lib/routing/booking";
import { localizedPath } from "../../src/lib/routing/routes";
import { BROWSER_LODGE_INBOX } from "../support/browser-data";
import { content, exactly, pathOf, text, uiString } from "../support/site-content";
import { axeViolations } from "./axe";
import { gotoHydrated } from "./hydrated";
import { closePopupBeforehand } from "./popup-closed";
import { SEEDED_EBIRD_EXPORT } from "../support/seed-gallery";
import { startingWith } from "./text-patterns";
import { fromOwnAddress, mailTo } from "./visitor-form-helpers";

/** The entries with pages of their own, from content/; one of each kind is enough to look at closely. */
const entries = listedEntries(content);
const firstOf = (collection: ListedEntry["collection"]) => {
  const found = entries.find((entry) => entry.collection === collection);
  if (!found) throw new Error(`no ${collection} in content/`);
  return found;
};
const onePerKind = (["birds", "trails", "rooms", "press"] as const).map(firstOf);
const inDays = (days: number) => new Date(Date.parse(lodgeToday()) + days * 86_400_000).toISOString().slice(0, 10);

/** The name an entry's page is headed by, in a language. */
function nameOf(entry: ListedEntry, language: Language): string {
  const record = content[entry.collection].find((candidate) => candidate.id === entry.id);
  if (!record) throw new Error(`no ${entry.id} in ${entry.collection}`);
  return text("name" in record ? record.name : record.title, language);
}

// A stored choice keeps the cookie banner from covering the links these tests follow, and a stored
// close the lookout popup, which opens 1 s after the first page once a choice is stored.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseURL ?? "http://127.0.0.1" }]);
  await closePopupBeforehand(context);
});

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const entry of onePerKind) {
      test(`a ${entry.collection} card of its listing leads to its page, whose toggle leads to the counterpart`, async ({ page }) => {
        await gotoHydrated(page, localizedPath(entry.listing, language));
        await page
          .locator("main")
          .getByRole("link", { name: exactly(nameOf(entry, language)) })
          .first()
          .click();
        await expect(page).toHaveURL(entryPath(entry, language));
        await expect(page.locator("h1")).toHaveText(nameOf(entry, language));

        await page.locator(`header a[hreflang]`).first().click();
        const other = otherLanguage(language);
        await expect(page).toHaveURL(entryPath(entry, other));
        await expect(page.locator("h1")).toHaveText(nameOf(entry, other));
      });
    }

    test("previous and next walk the listing, and the way back leads to it", async ({ page }) => {
      const species = entries.filter((entry) => entry.listing.id === firstOf("birds").listing.id);
      const [first, second, third] = species;
      await gotoHydrated(page, entryPath(second!, language));
      await page.locator('main a[rel="next"]').click();
      await expect(page).toHaveURL(entryPath(third!, language));
      await page.locator('main a[rel="prev"]').click();
      await page.locator('main a[rel="prev"]').click();
      await expect(page).toHaveURL(entryPath(first!, language));
      await expect(page.locator('main a[rel="prev"]')).toHaveCount(0);
      const back = uiString(language, "common:entryNav.back").replace("{{listing}}", text(first!.listing.navLabel, language));
      await page
        .locator("main")
        .getByRole("link", { name: exactly(back) })
        .click();
      await expect(page).toHaveURL(localizedPath(first!.listing, language));
    });

    test("a room's 'Ask about this room' opens the booking enquiry with the room chosen", async ({ page }) => {
      const room = firstOf("rooms");
      await gotoHydrated(page, entryPath(room, language));
      await page.getByRole("link", { name: uiString(language, "accommodations:askAboutRoom") }).click();
      await expect(page).toHaveURL(roomEnquiryPath(pathOf("booking-enquiry", language), String(room.id)));
      await expect(page.locator('select[name="stay"]')).toHaveValue(`room:${room.id}`);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const entry of onePerKind) {
    test(`the ${entry.collection} page is whole in the HTML, and its listing links to it`, async ({ page }) => {
      await page.goto(localizedPath(entry.listing, "pt"));
      await page
        .locator("main")
        .getByRole("link", { name: exactly(nameOf(entry, "pt")) })
        .first()
        .click();
      await expect(page).toHaveURL(entryPath(entry, "pt"));
      await expect(page.locator("h1")).toHaveText(nameOf(entry, "pt"));
    });
  }

  for (const language of LANGUAGES) {
    test(`a room's 'Ask about this room' opens the booking enquiry with the room chosen, and the enquiry sent names it (${language})`, async ({ page }) => {
      await fromOwnAddress(page);
      const room = firstOf("rooms");
      const enquiry = roomEnquiryPath(pathOf("booking-enquiry", language), String(room.id));
      await page.goto(entryPath(room, language));
      await page.getByRole("link", { name: uiString(language, "accommodations:askAboutRoom") }).click();
      await expect(page).toHaveURL(enquiry);
      const field = (key: string) => page.getByLabel(startingWith(uiString(language, `enquiry:${key}`)));
      await expect(field("stay")).toHaveValue(`room:${room.id}`);

      const guest = `room-nojs-${language}-${Date.now()}@example.com`;
      await field("checkIn").fill(inDays(50));
      await field("checkOut").fill(inDays(53));
      await field("name").fill("Ana Observadora");
      await field("email").fill(guest);
      await page.getByRole("button", { name: uiString(language, "enquiry:submit") }).click();
      await expect(page).toHaveURL(`${enquiry}?enquiry=sent#enquiry-sent`);
      const toLodge = (await mailTo(BROWSER_LODGE_INBOX, 1)).find((mail) => mail.text?.includes(guest));
      // The lodge's mail is in Portuguese, with the room's Portuguese name.
      expect(toLodge?.text).toContain(nameOf(room, "pt"));
    });
  }
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const entry of onePerKind)
      for (const language of LANGUAGES) {
        const path = entryPath(entry, language);
        test(`${path} has no axe violations`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator("h1")).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
  });
}

/** A species the seeded eBird export recorded and the site has a page for, not a sensitive one: its page shows its trails' part too. */
const recorded = new Set(
  fs
    .readFileSync(SEEDED_EBIRD_EXPORT, "utf8")
    .split("\n")
    .map((line) => line.split(",")[2]),
);
const recordedSpecies = entries.find(
  (entry) =>
    entry.template === "species-entry" &&
    entry.scientificName &&
    recorded.has(entry.scientificName) &&
    !content.site.sensitiveSpecies.includes(entry.scientificName),
);

for (const width of [390, 1440]) {
  test.describe(`the year at the lodge at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const javaScriptEnabled of [true, false])
      for (const language of LANGUAGES)
        test(`${language}, ${javaScriptEnabled ? "with" : "without"} JavaScript: bars within the page, months and last month readable, no axe violations with it`, async ({
          browser,
          baseURL,
        }) => {
          const context = await browser.newContext({ javaScriptEnabled, baseURL, viewport: { width, height: width < 800 ? 844 : 900 } });
          await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: baseURL ?? "http://127.0.0.1" }]);
          const page = await context.newPage();
          await page.goto(entryPath(recordedSpecies!, language));
          const section = page.getByRole("region", { name: uiString(language, "wildlife:throughTheYear.heading") });
          await expect(section).toBeVisible();
          const bars = section.locator("svg");
          await expect(bars).toBeVisible();
          const box = await bars.boundingBox();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          await expect(section).toContainText(uiString(language, "wildlife:throughTheYear.lastSeen").split("{{")[0]!.trim());
          // axe runs as a script in the page: it checks the page as hydrated, the same HTML.
          if (javaScriptEnabled) {
            expect(await axeViolations(page)).toEqual([]);
          }
          await context.close();
        });
  });
}
