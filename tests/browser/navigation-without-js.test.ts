import { expect, test, type Locator, type Page } from "@playwright/test";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { content, pathOf, text, uiString } from "../support/site-content";
import { axeViolations } from "./axe";

const { routes } = content;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The last page of the route table in a navbar group: a link further down its dropdown than the first. */
function lastOfGroup(group: string) {
  const route = routes.filter((entry) => entry.navGroup === group).at(-1);
  if (!route) throw new Error(`no route of content/routes.json is in the navbar group ${group}`);
  return route;
}

const headerNav = (page: Page, language: Language) => page.locator("header").getByRole("navigation", { name: uiString(language, "common:nav.label") });
/** A dropdown group opens by its <summary>, which has no ARIA role of its own (the browser exposes it as a disclosure). */
const groupSummary = (page: Page, language: Language, group: string) =>
  page.locator("header summary").filter({ hasText: uiString(language, `common:nav.groups.${group}`) });

/** What Chromium's accessibility tree says of an element's expanded state (a popover's button has it without any aria-expanded). */
async function expandedState(page: Page, locator: Locator): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const marker = "data-expanded-probe";
  await locator.evaluate((element, name) => element.setAttribute(name, ""), marker);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[${marker}]` });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await locator.evaluate((element, name) => element.removeAttribute(name), marker);
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
}

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** src/components/Navbar: its menus are HTML that works before and without any script. */
test.describe("navigation without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`on a phone (${language}) the menu button opens the navigation, whose dropdown leads to its pages`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(pathOf("home", language));
      const nav = headerNav(page, language);
      const open = page.getByRole("button", { name: uiString(language, "common:nav.openMenu") });
      await expect(nav).toBeHidden();
      expect(await expandedState(page, open)).toBe(false);
      await open.click();
      await expect(nav).toBeVisible();
      expect(await expandedState(page, open)).toBe(true);

      // The bar stays clear above the menu: the same button closes it. Then the keyboard: Enter, and Tab leads into the menu.
      await open.click();
      await expect(nav).toBeHidden();
      expect(await expandedState(page, open)).toBe(false);
      await open.focus();
      await page.keyboard.press("Enter");
      await expect(nav).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: uiString(language, "common:breadcrumbs.home"), exact: true })).toBeFocused();
      await page.keyboard.press("Tab");
      const first = groupSummary(page, language, "accommodation");
      await expect(first).toBeFocused();
      expect(await first.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");

      const target = lastOfGroup("experiences");
      await groupSummary(page, language, "experiences").click();
      await nav.getByRole("link", { name: text(target.navLabel, language), exact: true }).click();
      await expect(page).toHaveURL(pathOf(target.id, language));
    });

    test(`on a phone (${language}) the menu offers Home, Contact and Book now as the scripted one does; Contact lands on the message form`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(pathOf("faq", language));
      await page.getByRole("button", { name: uiString(language, "common:nav.openMenu") }).click();
      const nav = headerNav(page, language);
      await expect(nav.getByRole("link", { name: uiString(language, "common:breadcrumbs.home"), exact: true })).toHaveAttribute(
        "href",
        pathOf("home", language),
      );
      await expect(nav.getByRole("link", { name: new RegExp(`^${uiString(language, "common:nav.bookNow")}`) })).toBeVisible();
      await nav.getByRole("link", { name: uiString(language, "common:nav.contact"), exact: true }).click();
      await expect(page).toHaveURL(`${pathOf("how-to-get-here", language)}#contact`);
      await expect(page.locator("#contact form")).toBeInViewport({ ratio: 0.2 });
    });

    test(`on a desktop (${language}) the menu's phone-only links stay out of the bar`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(pathOf("faq", language));
      await expect(headerNav(page, language).getByRole("link", { name: uiString(language, "common:breadcrumbs.home"), exact: true })).toBeHidden();
    });

    test(`on a desktop (${language}) a dropdown opens, one at a time, and leads to its pages`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(pathOf("home", language));
      const nav = headerNav(page, language);
      await expect(nav).toBeVisible();
      const conservation = groupSummary(page, language, "conservation");
      await groupSummary(page, language, "accommodation").click();
      await conservation.click();
      await expect(page.locator("header details[open]")).toHaveCount(1);
      const target = lastOfGroup("conservation");
      await nav.getByRole("link", { name: text(target.navLabel, language), exact: true }).click();
      await expect(page).toHaveURL(pathOf(target.id, language));
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`the header stays legible once the page has scrolled (${language}, ${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(pathOf("faq", language));
        await page.evaluate(() => window.scrollTo(0, 600));
        const colours = await page.locator("header").evaluate((header) => {
          const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
          const style = getComputedStyle(header);
          return { background: channels(style.backgroundColor), text: channels(style.color), image: style.backgroundImage };
        });
        const [r, g, b, alpha = 1] = colours.background as [number, number, number, number?];
        // Solid enough that the content below cannot show through; its text measured over white, the worst case.
        expect(alpha).toBeGreaterThanOrEqual(0.9);
        const overWhite = [r, g, b].map((channel) => channel * alpha + 255 * (1 - alpha));
        expect(contrast(colours.text.slice(0, 3), overWhite)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

/**
 * The same menus while the page's scripts have not arrived (axe needs JavaScript in the page; the
 * site's own bundles are held back, so the markup is the one a visitor without them gets).
 */
test.describe("navigation before the scripts arrive", () => {
  for (const language of LANGUAGES) {
    test(`its open menus have no axe violations (${language}, 390 and 1440 px)`, async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort());
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(pathOf("home", language));
        if (viewport === PHONE) await page.getByRole("button", { name: uiString(language, "common:nav.openMenu") }).click();
        await groupSummary(page, language, "experiences").click();
        await expect(headerNav(page, language).getByRole("link", { name: text(lastOfGroup("experiences").navLabel, language), exact: true })).toBeVisible();
        await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
});
