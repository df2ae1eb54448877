import { expect, test, type Page } from "@playwright/test";
import { phonePhoto } from "../support/photo-files";
import { FORM_ENDPOINTS } from "../../src/lib/forms/endpoints";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { content, pathOf, text, uiString } from "../support/site-content";
import { escapeRegExp, startingWith } from "./text-patterns";

const { menu, press, rooms, routes } = content;
/** A string of forms.json in the language, with the business constants ({{productName}}) filled. */
const formWords = (language: Language) => (key: string) => uiString(language, `forms:${key}`);
type FormWords = ReturnType<typeof formWords>;

/** src/lib/behaviours/without-js.ts: what a script would reveal on demand is there at once; controls that need one are gone. */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the table-side menu shows all three lists, each under its tab's name, and no dead tabs", async ({ page }) => {
    await page.goto(pathOf("menu", "en"));
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const item of [menu.snacks[0]!, menu.drinks[0]!.items[0]!, menu.eats[0]!.items[0]!]) {
      await expect(page.getByRole("listitem").filter({ hasText: item.name.en }).first()).toBeVisible();
    }
    await expect(page.getByRole("columnheader", { name: uiString("en", "menu:bottle"), exact: true })).toBeVisible();
    const labels = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel, "::before").content.replace(/"/g, "")));
    expect(labels).toEqual((["snacks", "drinks", "eats"] as const).map((tab) => uiString("en", `menu:tabs.${tab}`)));
  });

  test("press items show their full texts, without read-more buttons that could not work", async ({ page }) => {
    await page.goto(pathOf("media-press", "pt"));
    const withFullText = press.filter((item) => item.fullContent);
    expect(withFullText.length).toBeGreaterThan(0);
    for (const item of withFullText) {
      await expect(page.getByText(text(item.fullContent![0]!, "pt"), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: uiString("pt", "screens:press.readMore") })).toHaveCount(0);
  });

  test("a room's apartment details are shown, without their toggle", async ({ page }) => {
    test.skip(!rooms.some((room) => (room.units?.length ?? 0) > 0), "no room of content/rooms.json has apartments (units)");
    await page.goto(pathOf("accommodations", "en"));
    await expect(page.getByRole("button", { name: uiString("en", "accommodations:showDetails") })).toHaveCount(0);
    await expect(page.locator("main dl dt").first()).toBeVisible();
    // The details a script would reveal: each apartment's description, from content/rooms.json.
    for (const unit of rooms.flatMap((room) => room.units ?? [])) {
      await expect(page.getByText(text(unit.description, "en"), { exact: true })).toBeVisible();
    }
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
        await page.getByLabel(words("login.username")).fill("equipe-campo");
        await page.getByLabel(words("login.password")).fill("s3nha-secreta");
        return ["equipe-campo", "s3nha-secreta"];
      },
      submit: (words: FormWords) => words("login.submit"),
    },
    {
      name: "photo-upload",
      endpoint: FORM_ENDPOINTS.photoUpload,
      fill: async (page: Page, words: FormWords) => {
        await page.getByLabel(startingWith(words("upload.name"))).fill("Ana Observadora");
        await page.getByLabel(startingWith(words("upload.email"))).fill("ana.observadora@example.com");
        await page.locator('input[type="file"]').setInputFiles({ name: "harpia.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
        await page.getByLabel(startingWith(words("upload.caption"))).fill("Gavião-real sobre o rio");
        await page.getByLabel(startingWith(words("upload.consent"))).check();
        return ["Ana Observadora", "ana.observadora@example.com", "Gavião-real sobre o rio"];
      },
      submit: (words: FormWords) => words("upload.submit"),
    },
  ] as const;

  for (const language of LANGUAGES) {
    for (const form of forms) {
      test(`the ${form.name} form (${language}) posts its fields in the body, never in a URL`, async ({ page }) => {
        const words = formWords(language);
        const urls: string[] = [];
        page.on("request", (request) => urls.push(request.url()));
        let posted: { method: string; body: string } | null = null;
        // The handlers arrive with the server; here the request itself is what is under test.
        await page.route(`**${form.endpoint}`, async (route) => {
          posted = { method: route.request().method(), body: route.request().postDataBuffer()?.toString("utf8") ?? "" };
          await route.fulfill({ status: 204 });
        });
        const route = routes.find((entry) => entry.template === form.name)!;
        await page.goto(pathOf(route.id, language));
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
      const words = formWords(language);
      const path = pathOf("photo-upload", language);
      await page.goto(path);
      await expect(page.getByText(words("upload.results.sent"))).toBeHidden();
      await page.getByLabel(startingWith(words("upload.name"))).fill("Ana Observadora");
      await page.getByLabel(startingWith(words("upload.email"))).fill("ana.observadora@example.com");
      await page.locator('input[type="file"]').setInputFiles({ name: "harpia.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
      await page.getByLabel(startingWith(words("upload.consent"))).check();
      await page.getByRole("button", { name: words("upload.submit") }).click();
      // ?upload=sent#upload-sent is the form's own answer (no script: the server redirects back with it).
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?upload=sent#upload-sent$`));
      await expect(page.getByText(words("upload.results.sent"))).toBeVisible();
      await expect(page.getByText(words("upload.results.failed"))).toBeHidden();
    });
  }
});
