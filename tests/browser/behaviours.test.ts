import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pauseClockSoon } from "./clock";
import { gotoHydrated } from "./hydrated";
import { BROWSER_TEST_DATA_DIR } from "../support/browser-data";
import { content, pathOf, uiString } from "../support/site-content";
import { reportsSince } from "../support/stored-vitals";
import { escapeRegExp } from "./text-patterns";

const { site } = content;
const BROWSER_TEST_DATA = path.resolve(BROWSER_TEST_DATA_DIR);
const hide = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

test.describe("tab-title teaser", () => {
  test("without consent: English messages every 5 s while hidden, no lookup, title restored on return", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (r) => r.url().startsWith(site.countryLookupUrl) && lookups.push(r.url()));
    await page.clock.install();
    await gotoHydrated(page, pathOf("trails", "pt"));
    await pauseClockSoon(page); // the 5 s steps below are the test's alone
    const title = await page.title();
    await hide(page, "hidden");
    await expect(page).toHaveTitle(site.tabTeaser[0]!.en);
    await page.clock.runFor(5000);
    await expect(page).toHaveTitle(site.tabTeaser[1]!.en);
    await page.clock.runFor(5000);
    await expect(page).toHaveTitle(site.tabTeaser[0]!.en);
    await hide(page, "visible");
    await expect(page).toHaveTitle(title);
    expect(lookups).toEqual([]);
  });

  test("after consent: Portuguese for a visitor in Brazil, asked once per session", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL!, sameSite: "Strict" }]);
    await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
    let asked = 0;
    await page.route(`${site.countryLookupUrl}/country/`, (route) => {
      asked += 1;
      return route.fulfill({ body: "BR", contentType: "text/plain", headers: { "Access-Control-Allow-Origin": "*" } });
    });
    await gotoHydrated(page, pathOf("trails", "en"));
    await hide(page, "hidden");
    await expect(page).toHaveTitle(site.tabTeaser[0]!.pt);
    await hide(page, "visible");
    await gotoHydrated(page, pathOf("gallery", "en"));
    await hide(page, "hidden");
    await expect(page).toHaveTitle(site.tabTeaser[0]!.pt);
    expect(asked).toBe(1);
  });

  test("after consent: a failing or slow lookup gives English silently", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL!, sameSite: "Strict" }]);
    await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
    await page.route(`${site.countryLookupUrl}/country/`, () => undefined); // never answers
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.clock.install();
    await gotoHydrated(page, "/pt/");
    await pauseClockSoon(page);
    await hide(page, "hidden");
    await page.clock.runFor(3100);
    await expect(page).toHaveTitle(site.tabTeaser[0]!.en);
    expect(errors).toEqual([]);
  });
});

test.describe("touch details", () => {
  test("buttons vibrate 10 ms on touch", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __vibrations: unknown[] }).__vibrations = calls;
      Object.defineProperty(navigator, "vibrate", { configurable: true, value: (pattern: unknown) => (calls.push(pattern), true) });
    });
    await gotoHydrated(page, "/pt/");
    await page.getByRole("button", { name: uiString("pt", "common:consent.decline"), exact: true }).tap();
    await page.getByRole("button", { name: uiString("pt", "common:nav.openMenu") }).tap();
    expect(await page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations)).toEqual([10, 10]);
    await context.close();
  });

  test("the navbar turns solid past 50 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/en/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-solid", /.*/);
    await page.evaluate(() => window.scrollTo(0, 49));
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute("data-solid", /.*/);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-solid", "");
  });
});

test.describe("a chunk that fails to load", () => {
  test("gets a message naming the chunk and the failure, with a reload, instead of a blank page", async ({ page }) => {
    await gotoHydrated(page, pathOf("gallery", "en"));
    await page.getByRole("button", { name: uiString("en", "common:consent.decline"), exact: true }).click();
    // From now on every script fails, as on a connection that dropped.
    await page.route("**/*.js", (route) => route.abort("internetdisconnected"));
    await page.locator("main ul button").first().click();
    const title = uiString("en", "chunkError:title");
    // The message of chunkError.json with a script's file name for {chunk} and a one-word {failure}.
    const body = new RegExp(
      uiString("en", "chunkError:body")
        .split(/(\{chunk\}|\{failure\})/)
        .map((part) => (part === "{chunk}" ? ".+\\.js" : part === "{failure}" ? "\\w+" : escapeRegExp(part)))
        .join(""),
    );
    const reload = uiString("en", "chunkError:reload");
    const alert = page.getByRole("alert").filter({ hasText: title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(body);
    await expect(alert.getByRole("button", { name: reload, exact: true })).toBeVisible();
    await expect(page.locator("main h1")).toBeVisible();
    await page.unroute("**/*.js");
    await alert.getByRole("button", { name: reload, exact: true }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: title })).toHaveCount(0);
  });
});

test.describe("web vitals", () => {
  test("are reported to POST /api/vitals as the visitor leaves, before any consent", async ({ page }) => {
    let beacons = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/vitals") && r.method() === "POST") beacons += 1;
    });
    const marker = pathOf("faq", "pt");
    const stored = () => reportsSince(BROWSER_TEST_DATA, marker, started);
    const started = Date.now() - 1000;
    await gotoHydrated(page, marker);
    // web-vitals starts once the page is idle; FCP is its first report. Clicking earlier, on a slow
    // machine, could end LCP's measurement before its observer had read the buffered entries.
    await expect.poll(() => stored().map((r) => r.name)).toContain("FCP");
    await page.locator("main summary").first().click();
    await page.waitForTimeout(1500);
    await hide(page, "hidden"); // web-vitals reports LCP, CLS and INP when the page is hidden
    await expect.poll(() => stored().map((r) => r.name)).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
    expect(beacons).toBeGreaterThanOrEqual(4);
  });
});
