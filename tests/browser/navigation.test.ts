import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Language } from "../../src/lib/i18n/languages";
import { content, pathOf, text, uiString } from "../support/site-content";
import { gotoHydrated } from "./hydrated";
import { containing, startingWith } from "./text-patterns";

const { rooms, routes, site } = content;
/** A navbar group's button name (groups are the code's; their names are the UI strings'). */
const groupName = (group: string, language: Language) => uiString(language, `common:nav.groups.${group}`);
/** The first page the route table puts in a navbar group. */
function firstOfGroup(group: string) {
  const route = routes.find((entry) => entry.navGroup === group);
  if (!route) throw new Error(`no route of content/routes.json is in the navbar group ${group}`);
  return route;
}
/** A link's name in the navbar and footer: the route's navLabel. */
const linkName = (route: (typeof routes)[number], language: Language) => text(route.navLabel, language);
const conservationPage = firstOfGroup("conservation");
/** A navbar group opens by its <summary> (no ARIA role of its own: the browser exposes a disclosure); its <details> says whether it is open. */
const groupSummary = (scope: Page | Locator, group: string, language: Language) => scope.locator("summary").filter({ hasText: groupName(group, language) });
const isOpen = (summary: Locator) => summary.locator("xpath=..").evaluate((details: HTMLDetailsElement) => details.open);
const experiencesPage = firstOfGroup("experiences");

test.describe("desktop dropdowns", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("open by mouse, one at a time, and lead to their pages", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    const nav = page.getByRole("navigation", { name: uiString("en", "common:nav.label") }).first();
    const experiences = groupSummary(nav, "experiences", "en");
    const conservation = groupSummary(nav, "conservation", "en");
    await experiences.click();
    await expect.poll(() => isOpen(experiences)).toBe(true);
    await conservation.click();
    await expect.poll(() => isOpen(experiences)).toBe(false);
    await expect.poll(() => isOpen(conservation)).toBe(true);
    await nav.getByRole("link", { name: linkName(conservationPage, "en"), exact: true }).click();
    await expect(page).toHaveURL(pathOf(conservationPage.id, "en"));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  test("work from the keyboard with a visible focus, Escape closing them", async ({ page }) => {
    await gotoHydrated(page, "/pt/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: uiString("pt", "common:skipToContent") })).toBeFocused();
    const group = groupSummary(page, "accommodation", "pt");
    await group.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(group)).toBe(true);
    await page.keyboard.press("Tab");
    const link = group.locator("xpath=..").locator("a").first();
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(group)).toBe(false);
    await expect(group).toBeFocused();
  });

  test("turn the bar solid past 50 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/pt/");
    const header = page.locator("header");
    await expect(header).not.toHaveAttribute("data-solid", "");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-solid", "");
  });

  test("Book now opens the booking page in a new tab once set, else the booking enquiry form of the language in the same tab", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    const book = page.locator("header").getByRole("link", { name: containing(uiString("en", "common:nav.bookNow")) });
    if (site.bookingUrl) {
      await expect(book).toHaveAttribute("href", site.bookingUrl);
      await expect(book).toHaveAttribute("target", "_blank");
      await expect(book).toHaveAttribute("rel", "noopener");
    } else {
      await expect(book).not.toHaveAttribute("target", /.*/);
      await book.click();
      await expect(page).toHaveURL(pathOf("booking-enquiry", "en"));
    }
  });
});

test.describe("in-app navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the loading indicator while a slow page's data arrives, and removes it after", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const target = pathOf(conservationPage.id, "en");
    await page.route(`**/page-data${target}page-data.json`, async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: uiString("en", "common:nav.label") }).first();
    await groupSummary(nav, "conservation", "en").click();
    await nav.getByRole("link", { name: linkName(conservationPage, "en"), exact: true }).click();
    const indicator = page.locator(".route-loading[role=status]");
    await expect(indicator).toHaveText("Loading…", { timeout: 5000 });
    await expect(indicator.locator(".route-loading__spinner")).toBeVisible();
    release();
    await expect(page).toHaveURL(target);
    await expect(indicator).toHaveCount(0);
  });
  test("a page reached without reloading draws its pictures (written in the browser, not at build time)", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    // By the gallery's link in the footer, or in its navbar dropdown if the route table keeps it out of the footer.
    const gallery = routes.find((route) => route.id === "gallery")!;
    if (gallery.footerGroup) {
      await page
        .locator("footer")
        .getByRole("link", { name: linkName(gallery, "en"), exact: true })
        .click();
    } else {
      const nav = page.getByRole("navigation", { name: uiString("en", "common:nav.label") }).first();
      await groupSummary(nav, gallery.navGroup!, "en").click();
      await nav.getByRole("link", { name: linkName(gallery, "en"), exact: true }).click();
    }
    await expect(page).toHaveURL(pathOf("gallery", "en"));
    const first = page.locator("main img[data-main-image]").first();
    await expect(first).toHaveAttribute("alt", /\S/);
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(first).toHaveCSS("opacity", "1");
  });
});

test.describe("tablet: a tap toggles a dropdown", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  test("tap opens and closes a group, a tap outside closes it", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    const group = groupSummary(page, "experiences", "en");
    await group.tap();
    await expect.poll(() => isOpen(group)).toBe(true);
    await group.tap();
    await expect.poll(() => isOpen(group)).toBe(false);
    await group.tap();
    await expect.poll(() => isOpen(group)).toBe(true);
    await page.locator("main h1").tap();
    await expect.poll(() => isOpen(group)).toBe(false);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("slides in by touch, locks scroll, folds groups and closes on a link", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    await page.getByRole("button", { name: uiString("en", "common:nav.openMenu") }).tap();
    const dialog = page.getByRole("dialog", { name: uiString("en", "common:nav.label") });
    await expect(dialog).toBeVisible();
    await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", "");
    const experiences = dialog.getByRole("button", { name: groupName("experiences", "en"), exact: true });
    await experiences.tap();
    await expect(experiences).toHaveAttribute("aria-expanded", "true");
    await dialog.getByRole("link", { name: linkName(experiencesPage, "en"), exact: true }).tap();
    await expect(page).toHaveURL(pathOf(experiencesPage.id, "en"));
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveAttribute("data-scroll-locked", "");
  });

  test("Contact lands on the message form, from another page and from the same one", async ({ page }) => {
    await gotoHydrated(page, pathOf("faq", "pt"));
    const openMenu = page.getByRole("button", { name: uiString("pt", "common:nav.openMenu") });
    const contact = page.getByRole("dialog").getByRole("link", { name: uiString("pt", "common:nav.contact"), exact: true });
    await openMenu.tap();
    await contact.tap();
    await expect(page).toHaveURL(`${pathOf("how-to-get-here", "pt")}#contact`);
    await expect(page.locator("#contact form")).toBeInViewport({ ratio: 0.2 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenu.tap();
    await contact.tap();
    await expect(page.locator("#contact form")).toBeInViewport({ ratio: 0.2 });
  });

  test("closes on the overlay and on Escape, giving focus back", async ({ page }) => {
    await gotoHydrated(page, "/pt/");
    const open = page.getByRole("button", { name: uiString("pt", "common:nav.openMenu") });
    await open.tap();
    // The menu's code loads on demand: the visitor taps the overlay once the menu is there.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.getByRole("dialog")).toBeHidden();
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: uiString("pt", "common:nav.closeMenu") })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("accommodations", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the room modal opens by keyboard, traps focus, and Escape gives focus back", async ({ page }) => {
    await gotoHydrated(page, pathOf("accommodations", "en"));
    // "View room", then the room's name for screen readers.
    const open = page.getByRole("button", { name: startingWith(uiString("en", "accommodations:viewRoom")) }).first();
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: uiString("en", "accommodations:close"), exact: true })).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
  test("a room's apartment details expand and collapse", async ({ page }) => {
    test.skip(!rooms.some((room) => (room.units?.length ?? 0) > 0), "no room of content/rooms.json has apartments (units)");
    await gotoHydrated(page, pathOf("accommodations", "pt"));
    const toggle = page.getByRole("button", { name: uiString("pt", "accommodations:showDetails"), exact: true }).first();
    await toggle.click();
    await expect(page.getByRole("button", { name: uiString("pt", "accommodations:hideDetails"), exact: true })).toHaveAttribute("aria-expanded", "true");
  });
});

test("the table-side menu renders without navbar and footer", async ({ page }) => {
  await gotoHydrated(page, pathOf("menu", "pt"));
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.locator("h1")).toBeVisible();
});

test("FAQ answers open and close from the keyboard", async ({ page }) => {
  await page.goto(pathOf("faq", "en"));
  const question = page.locator("summary").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details").first()).toHaveAttribute("open", "");
  await page.keyboard.press("Enter");
  await expect(page.locator("details").first()).not.toHaveAttribute("open", "");
});

// The header changes at 520, 769, 1100, 1180 and 1320 px: at each width between, every link and button
// it shows has a name that is read out, icons included.
for (const width of [390, 600, 900, 1150, 1280, 1440]) {
  test(`every control of the header has a name at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/en/");
    const results = await new AxeBuilder({ page }).include("header").withRules(["link-name", "button-name"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
