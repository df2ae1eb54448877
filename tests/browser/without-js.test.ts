import { expect, test, type Page } from "@playwright/test";
import { siteContent } from "../../src/content/content-store";
import { businessConstants, interpolateConstants } from "../../src/lib/format/business-constants";
import { phonePhoto } from "../support/photo-files";
import { FORM_ENDPOINTS } from "../../src/lib/forms/endpoints";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import formWordsEn from "../../content/locales/en/forms.json";
import formWordsPt from "../../content/locales/pt/forms.json";
import menuWords from "../../content/locales/en/menu.json";
import screenWords from "../../content/locales/pt/screens.json";

const { menu, press, site } = siteContent();
type FormWords = typeof formWordsEn;
const portuguese = businessConstants(site, "pt");

/** src/lib/behaviours/without-js.ts: what a script would reveal on demand is there at once; controls that need one are gone. */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the table-side menu shows all three lists, each under its tab's name, and no dead tabs", async ({ page }) => {
    await page.goto("/en/menu/");
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const item of [menu.snacks[0]!, menu.drinks[0]!.items[0]!, menu.eats[0]!.items[0]!]) {
      await expect(page.getByRole("listitem").filter({ hasText: item.name.en }).first()).toBeVisible();
    }
    await expect(page.getByRole("columnheader", { name: "Bottle" })).toBeVisible();
    const labels = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel, "::before").content.replace(/"/g, "")));
    expect(labels).toEqual([menuWords.tabs.snacks, menuWords.tabs.drinks, menuWords.tabs.eats]);
  });

  test("press items show their full texts, without read-more buttons that could not work", async ({ page }) => {
    await page.goto("/pt/falaram-de-nos/");
    const withFullText = press.filter((item) => item.fullContent);
    expect(withFullText.length).toBeGreaterThan(0);
    for (const item of withFullText) {
      await expect(page.getByText(interpolateConstants(item.fullContent![0]!.pt, portuguese), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: screenWords.press.readMore })).toHaveCount(0);
  });

  test("the farmhouse apartments' details are shown, without their toggle", async ({ page }) => {
    await page.goto("/en/accommodations/");
    await expect(page.getByRole("button", { name: "Show details" })).toHaveCount(0);
    await expect(page.locator("main dl dt").first()).toBeVisible();
  });
});

/** What a visitor types must never reach an address bar, history or a server log, script or not. */
test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  const forms = [
    {
      name: "login",
      endpoint: FORM_ENDPOINTS.login,
      fill: async (page: Page, words: FormWords) => {
        await page.getByLabel(words.login.username).fill("equipe-campo");
        await page.getByLabel(words.login.password).fill("s3nha-secreta");
        return ["equipe-campo", "s3nha-secreta"];
      },
      submit: (words: FormWords) => words.login.submit,
    },
    {
      name: "photo-upload",
      endpoint: FORM_ENDPOINTS.photoUpload,
      fill: async (page: Page, words: FormWords) => {
        await page.getByLabel(new RegExp(`^${words.upload.name}`)).fill("Ana Observadora");
        await page.getByLabel(new RegExp(`^${words.upload.email}`)).fill("ana.observadora@example.com");
        await page.locator('input[type="file"]').setInputFiles({ name: "harpia.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
        await page.getByLabel(new RegExp(`^${words.upload.caption.replace(/[()]/g, "\\$&")}`)).fill("Gavião-real sobre o rio");
        await page.getByLabel(/I allow|Autorizo/).check();
        return ["Ana Observadora", "ana.observadora@example.com", "Gavião-real sobre o rio"];
      },
      submit: (words: FormWords) => words.upload.submit,
    },
  ] as const;

  for (const language of LANGUAGES) {
    for (const form of forms) {
      test(`the ${form.name} form (${language}) posts its fields in the body, never in a URL`, async ({ page }) => {
        const words = language === "pt" ? formWordsPt : formWordsEn;
        const urls: string[] = [];
        page.on("request", (request) => urls.push(request.url()));
        let posted: { method: string; body: string } | null = null;
        // The handlers arrive with the server; here the request itself is what is under test.
        await page.route(`**${form.endpoint}`, async (route) => {
          posted = { method: route.request().method(), body: route.request().postDataBuffer()?.toString("utf8") ?? "" };
          await route.fulfill({ status: 204 });
        });
        const route = siteContent().routes.find((entry) => entry.template === form.name)!;
        await page.goto(localizedPath(route, language));
        const typed = await form.fill(page, words);
        await page.getByRole("button", { name: form.submit(words) }).click();
        await expect.poll(() => posted).not.toBeNull();
        expect(posted!.method).toBe("POST");
        for (const value of typed) {
          expect(posted!.body).toContain(value);
          for (const url of [...urls, page.url()]) expect(decodeURIComponent(url)).not.toContain(value);
        }
      });
    }
  }

  for (const language of LANGUAGES) {
    test(`a photo sent without JavaScript (${language}) comes back to its page with the result shown`, async ({ page }) => {
      const words = language === "pt" ? formWordsPt : formWordsEn;
      const route = siteContent().routes.find((entry) => entry.template === "photo-upload")!;
      const path = localizedPath(route, language);
      await page.goto(path);
      await expect(page.getByText(words.upload.results.sent)).toBeHidden();
      await page.getByLabel(new RegExp(`^${words.upload.name}`)).fill("Ana Observadora");
      await page.getByLabel(new RegExp(`^${words.upload.email}`)).fill("ana.observadora@example.com");
      await page.locator('input[type="file"]').setInputFiles({ name: "harpia.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
      await page.getByLabel(/I allow|Autorizo/).check();
      await page.getByRole("button", { name: words.upload.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?upload=sent#upload-sent$`));
      await expect(page.getByText(words.upload.results.sent)).toBeVisible();
      await expect(page.getByText(words.upload.results.failed)).toBeHidden();
    });
  }
});
