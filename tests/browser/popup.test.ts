import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { content, pathOf, uiString } from "../support/site-content";
import { pauseClockSoon } from "./clock";
import { gotoHydrated } from "./hydrated";
import { containing, escapeRegExp } from "./text-patterns";

const consented = async (page: Page, baseURL: string | undefined) =>
  page.context().addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "http://127.0.0.1", sameSite: "Strict" }]);
/** Waits until the popup's fade-in has finished, however slowly the machine draws it. */
const settled = (page: Page) =>
  page.getByTestId("popup-overlay").evaluate((overlay) => Promise.all(overlay.getAnimations({ subtree: true }).map((a) => a.finished)));
/** The popup by its title, in either language. */
const titles = new RegExp(`^(?:${LANGUAGES.map((language) => escapeRegExp(uiString(language, "common:popup.title"))).join("|")})$`);
const popup = (page: Page) => page.getByRole("dialog", { name: titles });
/**
 * Five seconds of the page's time pass without the popup. Its code loads only when it is about to
 * show, so the network has to fall quiet before its absence means anything.
 */
async function staysAway(page: Page) {
  await page.clock.runFor(5000);
  await page.waitForLoadState("networkidle");
  await expect(popup(page)).toHaveCount(0);
}
/** The section site.json's announcement points at: where the popup's link leads. */
const { announcement } = content.site;
const announcedHref = (language: "pt" | "en") => `${pathOf(announcement.route, language)}#${announcement.section}`;
/** The templates whose pages are for doing something (a form in the main content): sign-in, staff area, photo upload, booking enquiry, newsletter. */
const WORK_TEMPLATES = new Set(["login", "staff", "photo-upload", "booking-enquiry", "newsletter"]);

test.describe("lookout-tower popup", () => {
  test("appears 1 s after the cookie choice is known, takes focus, closes on Escape with a 300 ms fade, and stays away for what it announces", async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/pt/");
    // From here on the page's time moves only when the test moves it.
    await pauseClockSoon(page);
    // The choice made in another tab (not this one's banner, which would be this visit's interruption):
    // the page reads the cookie again when it comes back into view.
    await consented(page, baseURL);
    await page.evaluate(() => window.dispatchEvent(new Event("pageshow")));
    await page.getByRole("link", { name: uiString("pt", "common:skipToContent") }).focus();
    await page.clock.runFor(900);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole("button", { name: uiString("pt", "common:popup.close"), exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.clock.runFor(200);
    await expect(popup(page)).toHaveCount(1); // still fading
    await page.clock.runFor(150);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: uiString("pt", "common:skipToContent") })).toBeFocused();
    const stored = await page.evaluate(() => [localStorage.getItem("emailPopupClosed"), localStorage.getItem("emailPopupClosedDate")]);
    expect(stored[0]).toBe("true");
    expect(Date.parse(stored[1] ?? "")).not.toBeNaN();

    await page.clock.resume(); // the next pages must hydrate
    await gotoHydrated(page, pathOf("trails", "pt"));
    await page.clock.runFor(3000);
    await expect(popup(page)).toHaveCount(0);
    // Eleven days later too: it was closed for what it announces, not for a while.
    await page.evaluate(() => localStorage.setItem("emailPopupClosedDate", new Date(Date.now() - 11 * 86_400_000).toISOString()));
    await gotoHydrated(page, pathOf("trails", "pt"));
    await staysAway(page);
    // A new announcement (another section in site.json) shows once to the same visitor.
    await page.evaluate(() => localStorage.setItem("emailPopupClosedFor", "an-older-page#its-section"));
    await gotoHydrated(page, pathOf("trails", "pt"));
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
  });

  test("closes by its button and by a click on the overlay; its link leads to the section it announces", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.clock.install();
    await gotoHydrated(page, "/en/");
    await page.clock.runFor(1100);
    await expect(popup(page).getByRole("link", { name: containing(uiString("en", "common:popup.link")) })).toHaveAttribute("href", announcedHref("en"));
    await page.getByTestId("popup-overlay").click({ position: { x: 10, y: 10 } });
    await page.clock.runFor(400);
    await expect(popup(page)).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await gotoHydrated(page, "/en/");
    await page.clock.runFor(1100);
    await popup(page)
      .getByRole("button", { name: uiString("en", "common:popup.close"), exact: true })
      .click();
    await page.clock.runFor(400);
    await expect(popup(page)).toHaveCount(0);
  });

  test("never shows beside the cookie banner, nor after it in the same visit: one interruption per visit", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.clock.install();
    await gotoHydrated(page, "/en/");
    await page.clock.runFor(5000);
    await expect(popup(page)).toHaveCount(0);
    await page.getByRole("button", { name: uiString("en", "common:consent.decline"), exact: true }).click();
    await page.clock.runFor(5000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.resume();
    await gotoHydrated(page, pathOf("trails", "en"));
    await page.clock.runFor(5000);
    await expect(popup(page)).toHaveCount(0);
    // The next visit (a new tab: a new session, the choice kept in its cookie) gets it.
    const nextVisit = await context.newPage();
    await nextVisit.clock.install();
    await gotoHydrated(nextVisit, "/en/");
    await nextVisit.clock.runFor(1100);
    await expect(popup(nextVisit)).toBeVisible();
    await context.close();
  });

  test("has no axe violations while open, at phone and desktop widths", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await gotoHydrated(page, "/pt/");
      await expect(popup(page)).toBeVisible({ timeout: 5000 });
      await settled(page); // after the fade-in
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test("its link reaches the announced section, which the page has", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.clock.install();
    await gotoHydrated(page, "/pt/");
    await page.clock.runFor(1100);
    await popup(page)
      .getByRole("link", { name: containing(uiString("pt", "common:popup.link")) })
      .click();
    await expect(page).toHaveURL(announcedHref("pt"));
    await expect(page.locator(`[id="${announcement.section}"]`)).toBeVisible();
  });

  test("waits while the mobile menu is open, so its links stay free to tap, and shows a second after it closes", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await gotoHydrated(page, "/en/");
    await page.getByRole("button", { name: uiString("en", "common:nav.openMenu") }).click();
    const menu = page.getByRole("dialog", { name: uiString("en", "common:nav.label") });
    await expect(menu).toBeVisible();
    await staysAway(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
  });

  test("waits while a room's details are open in their dialog, and shows a second after it closes", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.clock.install();
    await gotoHydrated(page, pathOf("accommodations", "en"));
    await page
      .getByRole("button", { name: containing(uiString("en", "accommodations:viewRoom")) })
      .first()
      .click();
    const room = page.getByRole("dialog").filter({ hasNot: page.getByRole("heading", { name: titles }) });
    await expect(room).toBeVisible();
    await staysAway(page);
    await page.keyboard.press("Escape");
    await expect(room).toBeHidden();
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
  });

  test("waits while a form field is being filled in", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.clock.install();
    await gotoHydrated(page, "/en/");
    // A field of a form outside the main content (the page itself is not a work page).
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.innerHTML = '<label>Note <input name="note"></label>';
      document.querySelector("footer")?.append(form);
    });
    await page.getByLabel("Note").focus();
    await staysAway(page);
    await page.getByLabel("Note").blur();
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
  });

  const built = (entry: (typeof content.routes)[number]) => !entry.feature || content.site.featureFlags[entry.feature];
  for (const route of content.routes.filter((entry) => WORK_TEMPLATES.has(entry.template) && built(entry))) {
    test(`never shows on a page for doing something: ${route.id}`, async ({ page, baseURL }) => {
      await consented(page, baseURL);
      await page.clock.install();
      await gotoHydrated(page, pathOf(route.id, "en"));
      await staysAway(page);
    });
  }

  test("never shows on the table-side menu", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.clock.install();
    await gotoHydrated(page, pathOf("menu", "pt"));
    await page.clock.runFor(5000);
    await expect(popup(page)).toHaveCount(0);
  });

  test("does not become the page's LCP element nor shift its layout", async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: Element[]; __cls: number };
      w.__lcp = [];
      w.__cls = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__lcp.push((e as PerformanceEntry & { element: Element }).element))).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__cls += (e as PerformanceEntry & { value: number }).value))).observe({
        type: "layout-shift",
        buffered: true,
      });
    });
    await gotoHydrated(page, pathOf("faq", "pt"));
    await expect(popup(page)).toBeVisible({ timeout: 5000 });
    await settled(page);
    const result = await page.evaluate(() => {
      const w = window as unknown as { __lcp: Element[]; __cls: number };
      return { insidePopup: w.__lcp.some((element) => element?.closest?.('[role="dialog"]')), cls: w.__cls, candidates: w.__lcp.length };
    });
    expect(result.candidates).toBeGreaterThan(0);
    expect(result.insidePopup).toBe(false);
    expect(result.cls).toBe(0);
  });
});
