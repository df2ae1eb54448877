import { expect, test, type Page } from "@playwright/test";
import type { Language } from "../../src/lib/i18n/languages";
import { barePath, slugAliasRedirects } from "../../src/lib/routing/routes";
import { content, pathOf, text, uiString } from "../support/site-content";
import { gotoHydrated } from "./hydrated";

/** Records, per document URL, whether it ever painted content: the wrong language must not. */
async function watchPaints(page: Page): Promise<string[]> {
  const painted: string[] = [];
  await page.exposeFunction("__reportPaint", (url: string) => painted.push(url));
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) {
        (window as unknown as { __reportPaint: (url: string) => void }).__reportPaint(location.pathname);
      }
    }).observe({ type: "paint", buffered: true });
  });
  return painted;
}

const routeOf = (id: string) => {
  const route = content.routes.find((entry) => entry.id === id);
  if (!route) throw new Error(`no route ${id} in content/routes.json`);
  return route;
};
/** A route's bare (unprefixed) path, which hands visitors to their language. */
const bareOf = (id: string) => barePath(routeOf(id));
/** A page's heading, the title the route table gives it. */
const titleOf = (id: string, language: Language) => text(routeOf(id).title, language);

test.describe("bare paths hand visitors to their language before first paint", () => {
  test.describe("with an English browser", () => {
    test.use({ locale: "en-US" });
    test(`the accommodations' bare path ${bareOf("accommodations")} lands on ${pathOf("accommodations", "en")}, keeping query and hash, without painting Portuguese`, async ({
      page,
    }) => {
      const painted = await watchPaints(page);
      await page.goto(`${bareOf("accommodations")}?ref=mail#rooms`);
      await expect(page).toHaveURL(`${pathOf("accommodations", "en")}?ref=mail#rooms`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1")).toHaveText(titleOf("accommodations", "en"));
      await page.waitForTimeout(300);
      expect(painted).not.toContain(bareOf("accommodations"));
      expect(painted).toContain(pathOf("accommodations", "en"));
    });
    test("/ lands on /en/", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/en\/$/);
    });
  });

  test.describe("with a Brazilian browser", () => {
    test.use({ locale: "pt-BR" });
    test(`the history page's bare path ${bareOf("history")} lands on ${pathOf("history", "pt")}`, async ({ page }) => {
      await page.goto(bareOf("history"));
      await expect(page).toHaveURL(pathOf("history", "pt"));
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    });
  });

  test.describe("with an English browser in Brazil", () => {
    test.use({ locale: "en-BR" });
    test("gets Portuguese by the region rule", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/pt\/$/);
    });
  });

  test.describe("with a German browser", () => {
    test.use({ locale: "de-DE" });
    test("falls back to English", async ({ page }) => {
      await page.goto(bareOf("trails"));
      await expect(page).toHaveURL(pathOf("trails", "en"));
    });
  });
});

test.describe("old ?lang= links", () => {
  test.use({ locale: "pt-BR" });
  test("?lang=en on a Portuguese page is rewritten into the English path", async ({ page }) => {
    await page.goto(`${pathOf("accommodations", "pt")}?lang=en&x=1`);
    await expect(page).toHaveURL(`${pathOf("accommodations", "en")}?x=1`);
  });
  test("?lang=en on a bare page wins over the browser", async ({ page }) => {
    await page.goto(`${bareOf("how-to-get-here")}?lang=en`);
    await expect(page).toHaveURL(pathOf("how-to-get-here", "en"));
  });
});

test.describe("language toggle", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // Home, two pages with translated slugs and one whose slug reads the same in both languages today:
  // whatever the slugs, the toggle leads to the counterpart path of the route table.
  for (const id of ["home", "accommodations", "history", "primates"]) {
    const pt = pathOf(id, "pt");
    const en = pathOf(id, "en");
    test(`round trip ${pt} ⇄ ${en} (${id}), keeping query and hash, and remembering the choice`, async ({ page }) => {
      await gotoHydrated(page, `${pt}?utm=x#top`);
      const toggle = page.locator("header").getByRole("link", { name: /^EN/ });
      await expect(toggle).toHaveText(/EN/);
      // Once hydrated, the toggle's href carries the query and hash (the server cannot know them).
      await expect(toggle).toHaveAttribute("href", `${en}?utm=x#top`);
      await toggle.click();
      await expect(page).toHaveURL(`${en}?utm=x#top`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
      const back = page.locator("header").getByRole("link", { name: /^PT/ });
      await expect(back).toHaveAttribute("href", `${pt}?utm=x#top`);
      await back.click();
      await expect(page).toHaveURL(`${pt}?utm=x#top`);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    });
  }
  test("a stored choice decides where a bare path goes next time", async ({ page }) => {
    await gotoHydrated(page, "/pt/");
    await page.locator("header").getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto(bareOf("gallery"));
    await expect(page).toHaveURL(pathOf("gallery", "en"));
  });
});

test.describe("redirects", () => {
  test.use({ locale: "pt-BR" });
  // Old addresses from content/redirects.json (those to a page other than home, which a visitor
  // would reach anyway); the second is asked for without its trailing slash.
  const legacy = content.redirects.filter((redirect) => redirect.to !== "home");
  test("a legacy URL lands on its page", async ({ page }) => {
    test.skip(legacy.length === 0, "content/redirects.json lists no old address of a page other than home");
    const [first, second] = [legacy[0]!, legacy.at(-1)!];
    await page.goto(first.from);
    await expect(page).toHaveURL(pathOf(first.to, "pt"));
    await page.goto(second.from.replace(/\/$/, ""));
    await expect(page).toHaveURL(pathOf(second.to, "pt"));
  });
  test("a wrong-language slug lands on the right page", async ({ page }) => {
    // The route table's alias of a Portuguese slug under /en/.
    const alias = slugAliasRedirects(content.routes).find((redirect) => redirect.from.startsWith("/en/"));
    test.skip(!alias, "no route has a slug translated into English");
    await page.goto(alias!.from);
    await expect(page).toHaveURL(alias!.to);
  });
  test("an unknown path under /en/ shows the English not-found page", async ({ page }) => {
    await gotoHydrated(page, "/en/no-such-page/");
    await expect(page.locator("h1")).toHaveText(uiString("en", "notFound:title"));
    await page.getByRole("main").getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe("hostile and unknown input", () => {
  test.use({ locale: "en-US" });
  test("a script in ?lng= or ?lang= is ignored: no dialog, and detection carries on", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${bareOf("accommodations")}?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=javascript:alert(1)`);
    await expect(page).toHaveURL((url) => url.pathname === pathOf("accommodations", "en") && url.search.startsWith("?lng="));
    await expect(page.locator("h1")).toHaveText(titleOf("accommodations", "en"));
    expect(dialogs).toBe(0);
  });
  test("an unknown bare path ends on the not-found page of the visitor's language", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/no-such-page\/$/);
    await expect(page.locator("h1")).toHaveText(uiString("en", "notFound:title"));
  });
});
