import { expect, test, type Page } from "@playwright/test";
import { siteContent } from "../../src/content/content-store";
import { localizedPath } from "../../src/lib/routing/routes";
import { gotoHydrated } from "./hydrated";
import { closePopupBeforehand } from "./popup-closed";

/**
 * Each page inlines only its own stylesheets; the browser fetches the next template's when a visitor
 * navigates. Proven here by the result, not the mechanism: after a walk through templates that share
 * some stylesheets and not others, and back, every element looks exactly as on a fresh load of the
 * same page (no rule missing, none overridden by a stylesheet that arrived later).
 */
const { routes } = siteContent();
const WALK = ["home", "accommodations", "trails", "field-guides", "booking-enquiry", "media-press", "home"].map((id) =>
  localizedPath(
    routes.find((route) => route.id === id)!,
    "pt",
  ),
);

const PROPERTIES = [
  "display",
  "position",
  "color",
  "background-color",
  "background-image",
  "font-family",
  "font-size",
  "font-weight",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-left",
  "border-top-width",
  "border-top-color",
  "border-top-left-radius",
  "max-width",
  "grid-template-columns",
  "text-transform",
  "box-shadow",
];

/**
 * The computed look of every element of the page as the cascade decides it (typed values, so an
 * `auto` margin reads `auto` whatever the layout), outside pictures (which fade in as they load) and
 * Gatsby's wrapper (which takes focus on navigation).
 */
async function look(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const elements = [...document.body.querySelectorAll("*")].filter(
      (el) => el.id !== "gatsby-focus-wrapper" && !el.closest(".gatsby-image-wrapper, script, style, noscript"),
    );
    return elements.map((el) => {
      const style = el.computedStyleMap();
      return `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} ${properties.map((name) => String(style.get(name))).join("|")}`;
    });
  }, PROPERTIES);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL! }]);
      await closePopupBeforehand(context);
      // The fonts may or may not arrive in time for a page's first paint (they are optional), which
      // changes widths: every page here is drawn in the fallback fonts, the same on both sides.
      await context.route("**/*.woff2", (route) => route.abort());
    });

    test("pages reached by navigation look exactly as when loaded on their own", async ({ page, context }) => {
      const fresh = await context.newPage();
      await gotoHydrated(page, WALK[0]!);
      const fetched: string[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "stylesheet") fetched.push(new URL(request.url()).pathname);
      });
      for (const path of WALK.slice(1)) {
        await gotoHydrated(fresh, path);
        const heading = await fresh.locator("h1").first().textContent();
        await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path);
        await expect(page.locator("h1").first()).toHaveText(heading ?? "");
        await page.waitForLoadState("networkidle");
        expect(await look(page), path).toEqual(await look(fresh));
      }
      // The templates' own stylesheets came over the network, each once.
      expect(fetched.length).toBeGreaterThan(3);
      expect(new Set(fetched).size).toBe(fetched.length);
    });
  });
}
