import { expect, test, type Page } from "@playwright/test";
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

test.describe("bare paths hand visitors to their language before first paint", () => {
  test.describe("with an English browser", () => {
    test.use({ locale: "en-US" });
    test("/acomodacoes/ lands on /en/accommodations/, keeping query and hash, without painting Portuguese", async ({ page }) => {
      const painted = await watchPaints(page);
      await page.goto("/acomodacoes/?ref=mail#rooms");
      await expect(page).toHaveURL(/\/en\/accommodations\/\?ref=mail#rooms$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1")).toHaveText("Accommodations");
      await page.waitForTimeout(300);
      expect(painted).not.toContain("/acomodacoes/");
      expect(painted).toContain("/en/accommodations/");
    });
    test("/ lands on /en/", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/en\/$/);
    });
  });

  test.describe("with a Brazilian browser", () => {
    test.use({ locale: "pt-BR" });
    test("/nossa-historia/ lands on /pt/nossa-historia/", async ({ page }) => {
      await page.goto("/nossa-historia/");
      await expect(page).toHaveURL(/\/pt\/nossa-historia\/$/);
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
      await page.goto("/trilhas/");
      await expect(page).toHaveURL(/\/en\/trails\/$/);
    });
  });
});

test.describe("old ?lang= links", () => {
  test.use({ locale: "pt-BR" });
  test("?lang=en on a Portuguese page is rewritten into the English path", async ({ page }) => {
    await page.goto("/pt/acomodacoes/?lang=en&x=1");
    await expect(page).toHaveURL(/\/en\/accommodations\/\?x=1$/);
  });
  test("?lang=en on a bare page wins over the browser", async ({ page }) => {
    await page.goto("/como-chegar/?lang=en");
    await expect(page).toHaveURL(/\/en\/how-to-get-here\/$/);
  });
});

test.describe("language toggle", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const pairs: Array<[string, string, string]> = [
    ["/pt/", "/en/", "EN"],
    ["/pt/acomodacoes/", "/en/accommodations/", "EN"],
    ["/pt/nossa-historia/", "/en/our-story/", "EN"],
    ["/pt/primatas/", "/en/primatas/", "EN"],
  ];
  for (const [pt, en] of pairs) {
    test(`round trip ${pt} ⇄ ${en}, keeping query and hash, and remembering the choice`, async ({ page }) => {
      await gotoHydrated(page, `${pt}?utm=x#top`);
      const toggle = page.locator("header").getByRole("link", { name: /^EN/ });
      await expect(toggle).toHaveText(/EN/);
      // Once hydrated, the toggle's href carries the query and hash (the server cannot know them).
      await expect(toggle).toHaveAttribute("href", `${en}?utm=x#top`);
      await toggle.click();
      await expect(page).toHaveURL(new RegExp(`${en.replace(/\//g, "\\/")}\\?utm=x#top$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
      const back = page.locator("header").getByRole("link", { name: /^PT/ });
      await expect(back).toHaveAttribute("href", `${pt}?utm=x#top`);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${pt.replace(/\//g, "\\/")}\\?utm=x#top$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    });
  }
  test("a stored choice decides where a bare path goes next time", async ({ page }) => {
    await gotoHydrated(page, "/pt/");
    await page.locator("header").getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto("/galeria/");
    await expect(page).toHaveURL(/\/en\/gallery\/$/);
  });
});

test.describe("redirects", () => {
  test.use({ locale: "pt-BR" });
  test("a legacy URL lands on its page", async ({ page }) => {
    await page.goto("/rooms/");
    await expect(page).toHaveURL(/\/pt\/acomodacoes\/$/);
    await page.goto("/about-4");
    await expect(page).toHaveURL(/\/pt\/nossa-historia\/$/);
  });
  test("a wrong-language slug lands on the right page", async ({ page }) => {
    await page.goto("/en/acomodacoes/");
    await expect(page).toHaveURL(/\/en\/accommodations\/$/);
  });
  test("an unknown path under /en/ shows the English not-found page", async ({ page }) => {
    await gotoHydrated(page, "/en/no-such-page/");
    await expect(page.locator("h1")).toHaveText("Page Not Found");
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
    await page.goto("/acomodacoes/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=javascript:alert(1)");
    await expect(page).toHaveURL(/\/en\/accommodations\/\?lng=/);
    await expect(page.locator("h1")).toHaveText("Accommodations");
    expect(dialogs).toBe(0);
  });
  test("an unknown bare path ends on the not-found page of the visitor's language", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/no-such-page\/$/);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
  });
});
