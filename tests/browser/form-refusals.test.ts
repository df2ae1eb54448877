import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { lodgeToday } from "../../src/lib/forms/enquiry";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { phonePhoto } from "../support/photo-files";
import { content, pathOf, uiString } from "../support/site-content";
import { gotoHydrated } from "./hydrated";
import { filled, startingWith } from "./text-patterns";

/**
 * A form the server refuses keeps what the visitor typed and says, beside the field, what is wrong, in
 * the page's language: without script on the page the server answers, with script in place.
 */
const inDays = (days: number) => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function fromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${octet()}.${octet()}` });
}

/**
 * axe-core runs as a script, which a page without JavaScript cannot: the answer page (which has no
 * script of its own) is checked as the same HTML in a page of this site with JavaScript on.
 */
async function answerViolations(browser: Browser, answer: Page) {
  const html = await answer.content();
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: answer.viewportSize(), baseURL: new URL(answer.url()).origin });
  const checker = await context.newPage();
  // A document of this site, so the page's own styles, fonts and images load from it.
  await checker.route("**/form-answer", (route) => route.fulfill({ contentType: "text/html", body: html }));
  await checker.goto("/form-answer");
  const violations = await axeViolations(checker);
  await context.close();
  return violations;
}

/** A field by the start of its label (which may go on with "(required)"). */
const field = (page: Page, labelKey: string, language: (typeof LANGUAGES)[number]) => page.getByLabel(startingWith(uiString(language, labelKey)));

for (const width of [390, 1440]) {
  for (const language of LANGUAGES) {
    test.describe(`at ${width} px (${language})`, () => {
      test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });

        test("an enquiry with its check-out before its check-in comes back with that field marked and the rest kept", async ({ page, browser }) => {
          await fromOwnAddress(page);
          await page.goto(pathOf("booking-enquiry", language));
          await field(page, "enquiry:checkIn", language).fill(inDays(40));
          await field(page, "enquiry:checkOut", language).fill(inDays(38));
          await field(page, "enquiry:children", language).fill("1");
          await field(page, "enquiry:message", language).fill('Chegamos "cedo" & com fome <3');
          await field(page, "enquiry:name", language).fill("Rita D'Ávila");
          await field(page, "enquiry:email", language).fill("rita@example.com");
          await page.getByRole("button", { name: uiString(language, "enquiry:submit") }).click();

          const checkOut = field(page, "enquiry:checkOut", language);
          await expect(checkOut).toHaveAttribute("aria-invalid", "true");
          await expect(checkOut).toHaveAccessibleDescription(uiString(language, "forms:errors.order"));
          await expect(page.getByText(uiString(language, "forms:errors.order"))).toBeVisible();
          await expect(page.getByText(uiString(language, "enquiry:results.fields"))).toBeVisible();
          await expect(field(page, "enquiry:checkIn", language)).toHaveValue(inDays(40));
          await expect(checkOut).toHaveValue(inDays(38));
          await expect(field(page, "enquiry:children", language)).toHaveValue("1");
          // Markup in the message is refused too, and written back as the very text typed.
          await expect(field(page, "enquiry:message", language)).toHaveValue('Chegamos "cedo" & com fome <3');
          await expect(field(page, "enquiry:name", language)).toHaveValue("Rita D'Ávila");
          await expect(field(page, "enquiry:email", language)).toHaveValue("rita@example.com");
          expect(await answerViolations(browser, page)).toEqual([]);
          await page.screenshot({ path: `test-results/refused-enquiry-${language}-${width}.png`, fullPage: true });
        });

        test("a photo with markup in its caption comes back asking for the photo again, the rest kept", async ({ page, browser }) => {
          await fromOwnAddress(page);
          await page.goto(pathOf("photo-upload", language));
          await field(page, "forms:upload.name", language).fill("Ana Observadora");
          await field(page, "forms:upload.email", language).fill("ana@example.com");
          await page.locator('input[type="file"]').setInputFiles({ name: "harpia.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
          // The browser's own picker names the file; nothing claims that none was chosen.
          await expect(page.getByText(uiString(language, "forms:upload.noFile"))).toBeHidden();
          await field(page, "forms:upload.caption", language).fill("Harpia <b>linda</b>");
          await field(page, "forms:upload.consent", language).check();
          await page.getByRole("button", { name: uiString(language, "forms:upload.submit") }).click();

          await expect(field(page, "forms:upload.caption", language)).toHaveAttribute("aria-invalid", "true");
          await expect(page.getByText(uiString(language, "forms:errors.markup"))).toBeVisible();
          await expect(page.getByText(uiString(language, "forms:upload.photoAgain"))).toBeVisible();
          await expect(field(page, "forms:upload.caption", language)).toHaveValue("Harpia <b>linda</b>");
          await expect(field(page, "forms:upload.name", language)).toHaveValue("Ana Observadora");
          await expect(field(page, "forms:upload.email", language)).toHaveValue("ana@example.com");
          await expect(field(page, "forms:upload.consent", language)).toBeChecked();
          expect(await answerViolations(browser, page)).toEqual([]);
          await page.screenshot({ path: `test-results/refused-upload-${language}-${width}.png`, fullPage: true });
        });
      });

      test("with JavaScript, a photo the server finds too small is marked at the photo field, nothing else lost", async ({ page }) => {
        await fromOwnAddress(page);
        await gotoHydrated(page, pathOf("photo-upload", language));
        await field(page, "forms:upload.name", language).fill("Ana Observadora");
        await field(page, "forms:upload.email", language).fill("ana@example.com");
        await page.locator('input[type="file"]').setInputFiles({ name: "pequena.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(300, 200) });
        await field(page, "forms:upload.caption", language).fill("Tucano no ipê");
        await field(page, "forms:upload.consent", language).check();
        await page.getByRole("button", { name: uiString(language, "forms:upload.submit") }).click();

        const tooSmall = filled(uiString(language, "forms:upload.results.tooSmall"), { minSide: content.site.photoUpload.minSidePixels });
        const photo = page.locator('input[type="file"]');
        await expect(photo).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByRole("alert")).toContainText(tooSmall);
        await expect(page.getByTestId("form-status")).toHaveText("");
        await expect(field(page, "forms:upload.caption", language)).toHaveValue("Tucano no ipê");
        await expect(field(page, "forms:upload.name", language)).toHaveValue("Ana Observadora");
        await expect(field(page, "forms:upload.consent", language)).toBeChecked();
        expect(await photo.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("pequena.jpg");
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/refused-photo-js-${language}-${width}.png`, fullPage: true });
      });
    });
  }
}
