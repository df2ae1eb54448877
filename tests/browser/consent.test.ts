import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { content, pathOf, uiString } from "../support/site-content";
import { TEST_MEASUREMENT_ID, withMeasurementId } from "./analytics-id";
import { gotoHydrated } from "./hydrated";
import { closePopupBeforehand } from "./popup-closed";
import { escapeRegExp } from "./text-patterns";

const { site } = content;

/** Every request the browser makes to a host other than the site itself. */
function recordThirdParty(context: BrowserContext, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? "http://127.0.0.1").host;
  const log: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== own) log.push(request.url());
  });
  return log;
}

/** The cookie banner by its label, in either language. */
const bannerLabels = new RegExp(`^(?:${LANGUAGES.map((language) => escapeRegExp(uiString(language, "common:consent.label"))).join("|")})$`);
const banner = (page: Page) => page.getByRole("region", { name: bannerLabels });
const consentButton = (page: Page, language: "pt" | "en", choice: "accept" | "decline") =>
  banner(page).getByRole("button", { name: uiString(language, `common:consent.${choice}`), exact: true });

test.describe("cookie consent", () => {
  // The lookout-tower popup opens 1 s after a choice and takes focus; these tests are about the banner,
  // and on a slow machine the popup would cover the footer or take focus mid-test (popup.test.ts tests it).
  test.beforeEach(async ({ page }) => {
    await closePopupBeforehand(page);
  });

  test("before a choice: the banner asks, and nothing goes to a third party or sets an analytics cookie", async ({ page, context, baseURL }) => {
    const thirdParty = recordThirdParty(context, baseURL);
    await gotoHydrated(page, "/pt/");
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(1500);
    await gotoHydrated(page, pathOf("trails", "pt"));
    await page.waitForTimeout(1000);
    expect(thirdParty).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);
  });

  test("after Decline: no third-party request ever, the choice kept 12 months (SameSite=Strict, path /)", async ({ page, context, baseURL }) => {
    const thirdParty = recordThirdParty(context, baseURL);
    await gotoHydrated(page, "/en/");
    await consentButton(page, "en", "decline").focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("main")).toBeFocused(); // not lost with the banner
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: "cookieConsent", value: "declined", sameSite: "Strict", path: "/" });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    for (const path of [pathOf("gallery", "en"), pathOf("trails", "en"), "/pt/"]) {
      await gotoHydrated(page, path);
      await expect(banner(page)).toBeHidden();
    }
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForTimeout(2000);
    expect(thirdParty).toEqual([]);
  });

  test("after Accept: the analytics tag loads (and only then); the choice can be changed from the footer", async ({ page, context, baseURL }) => {
    // site.json may have no measurement ID yet (then there is no tag at all): the pages get a test one.
    await withMeasurementId(context);
    const thirdParty = recordThirdParty(context, baseURL);
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'window.__tagLoaded = true; document.cookie = "_ga=GA1.1.42; Path=/";' }),
    );
    await gotoHydrated(page, "/pt/");
    await page.waitForTimeout(1000);
    expect(thirdParty).toEqual([]);
    await consentButton(page, "pt", "accept").click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => thirdParty.filter((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id="))).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
    expect((await context.cookies()).map((c) => c.name)).toContain("_ga");
    // Configured once, the feature flags before the first page view (web_vitals events may follow).
    const queued = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[0]).filter((command) => command !== "event"));
    await expect.poll(queued).toEqual(["js", "set", "config"]);

    const preferences = page.getByRole("contentinfo").getByRole("button", { name: uiString("pt", "common:consent.reopen"), exact: true });
    await preferences.click();
    await expect(banner(page)).toBeVisible();
    await consentButton(page, "pt", "decline").click();
    expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("declined");
    await expect(preferences).toBeFocused();
    // The tag already runs: it is told to stop, and its cookies go.
    const optOut = `ga-disable-${TEST_MEASUREMENT_ID}`;
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], optOut)).toBe(true);
    expect((await context.cookies()).filter((c) => c.name.startsWith("_ga"))).toEqual([]);
  });

  test("after Accept with no measurement ID in site.json: no tag, no request to its host, no cookie of its own", async ({ page, context, baseURL }) => {
    test.skip(site.analyticsMeasurementId !== "", "site.json has a measurement ID: the test above covers the tag");
    const thirdParty = recordThirdParty(context, baseURL);
    await gotoHydrated(page, "/pt/");
    await consentButton(page, "pt", "accept").click();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(1500);
    await gotoHydrated(page, pathOf("trails", "pt"));
    await page.waitForTimeout(1000);
    expect(thirdParty.filter((url) => url.includes("googletagmanager"))).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual(["cookieConsent"]);
  });

  test("on a phone the banner leaves the page's main actions free", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/pt/");
    const box = (await banner(page).boundingBox())!;
    const overlaps = (other: { x: number; y: number; width: number; height: number } | null) =>
      !!other && other.x < box.x + box.width && box.x < other.x + other.width && other.y < box.y + box.height && box.y < other.y + other.height;
    const actions = [
      page.getByRole("button", { name: uiString("pt", "common:nav.openMenu") }),
      page
        .locator("main")
        .getByRole("link", { name: uiString("pt", "home:bookNow") })
        .first(),
    ];
    for (const action of actions) {
      expect(overlaps(await action.boundingBox())).toBe(false);
    }
    expect(box.height).toBeLessThan(844 / 3);
  });

  for (const language of LANGUAGES) {
    test(`on a phone (${language}) the banner covers no page's heading nor its first action`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      // Every page of the route table, the shortest included; the staff area hands a visitor without a session to the sign-in page.
      const pages = content.routes.filter((route) => route.template !== "staff" && (!route.feature || site.featureFlags[route.feature]));
      for (const route of pages) {
        await page.goto(pathOf(route.id, language));
        await expect(banner(page)).toBeVisible();
        const box = (await banner(page).boundingBox())!;
        const covers = (other: { x: number; y: number; width: number; height: number } | null) =>
          !!other && other.x < box.x + box.width && box.x < other.x + other.width && other.y < box.y + box.height && box.y < other.y + other.height;
        const heading = page.locator("main h1").first();
        const firstAction = page.locator("main").locator("a[href], button, input, select, textarea").first();
        expect(covers(await heading.boundingBox()), `${route.id}: heading`).toBe(false);
        if ((await firstAction.count()) > 0) expect(covers(await firstAction.boundingBox()), `${route.id}: first action`).toBe(false);
        const menuButton = page.getByRole("button", { name: uiString(language, "common:nav.openMenu") });
        if ((await menuButton.count()) > 0) expect(covers(await menuButton.boundingBox()), `${route.id}: menu button`).toBe(false);
      }
    });
  }
});
