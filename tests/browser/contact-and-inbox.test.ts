import { expect, test, type Page } from "@playwright/test";
import formsEn from "../../content/locales/en/forms.json";
import formsPt from "../../content/locales/pt/forms.json";
import contactEn from "../../content/locales/en/howToGetHere.json";
import contactPt from "../../content/locales/pt/howToGetHere.json";
import { siteContent } from "../../src/content/content-store";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { BROWSER_LODGE_INBOX } from "../support/browser-data";
import { phonePhoto } from "../support/photo-files";
import { gotoHydrated } from "./hydrated";
import { axeViolations } from "./axe";
import { fromOwnAddress, mailTo, signInAsNewStaff } from "./visitor-form-helpers";

// Every word the tests look for is read from the content, whatever the editors have written.
const WORDS = { pt: contactPt.contactForm, en: contactEn.contactForm };
const FORMS = { pt: formsPt, en: formsEn };
const { routes } = siteContent();
const contactRoute = routes.find((route) => route.id === "how-to-get-here")!;
const contactPage = (language: Language) => localizedPath(contactRoute, language);
const [firstTopic, lastTopic] = [Object.keys(contactPt.contactForm.topics)[0]!, Object.keys(contactPt.contactForm.topics).at(-1)!];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A field of the contact form by the start of its label (which goes on with "(required)"). */
const field = (page: Page, label: string) => page.locator("#contact").getByLabel(new RegExp(`^${label}`));

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const words = WORDS[language];
    const errors = FORMS[language].errors;

    test.describe(`the contact form at ${viewport.width} px (${language})`, () => {
      test.use({ viewport });

      test("marks what is missing in the page, then sends the message, which reaches the lodge with the reply going to the sender", async ({ page }) => {
        await fromOwnAddress(page);
        const sender = {
          name: language === "pt" ? "Marta Pesquisadora" : "Helen Birder",
          email: `contact-${language}-${viewport.width}-${Date.now()}@example.com`,
        };
        await gotoHydrated(page, contactPage(language));
        await page.locator("#contact").scrollIntoViewIfNeeded();
        expect(await axeViolations(page)).toEqual([]);

        await field(page, words.name).fill(sender.name);
        await field(page, words.email).fill("marta@");
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page.locator("#contact").getByRole("alert")).toBeFocused();
        await expect(field(page, words.topic)).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, words.message)).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#contact")).toContainText(errors.email);
        // Nothing typed is lost.
        await expect(field(page, words.name)).toHaveValue(sender.name);

        await field(page, words.topic).selectOption(firstTopic);
        await field(page, words.message).fill("Can we visit the research station with a class of twelve students?");
        await field(page, words.email).fill(sender.email);
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page.locator("#contact").getByTestId("form-status")).toHaveText(words.results.sent);
        await expect(field(page, words.message)).toHaveValue("");
        expect(await axeViolations(page)).toEqual([]);

        const toLodge = (await mailTo(BROWSER_LODGE_INBOX)).find((mail) => mail.text?.includes(sender.email));
        expect(toLodge?.replyTo?.value.map((address) => address.address)).toEqual([sender.email]);
        expect(toLodge?.text).toContain(contactPt.contactForm.topics[firstTopic as keyof typeof contactPt.contactForm.topics]);
        const [acknowledgement] = await mailTo(sender.email);
        expect(acknowledgement?.text).toContain(words.topics[firstTopic as keyof typeof words.topics]);
      });
    });

    test.describe(`the contact form without JavaScript at ${viewport.width} px (${language})`, () => {
      test.use({ viewport, javaScriptEnabled: false });

      test("answers a refused address with the form again, the error beside it and every other value kept; corrected, the message is sent", async ({
        page,
      }) => {
        await fromOwnAddress(page);
        const message = `Sem script: ${viewport.width} <px> & "aspas"`.replace(/[<>]/g, "");
        await page.goto(contactPage(language));
        await expect(page.getByText(words.results.sent)).toBeHidden();
        await field(page, words.topic).selectOption(lastTopic);
        await field(page, words.message).fill(message);
        await field(page, words.name).fill("Ana Sem Script");
        // The browser takes an address without a dot in its domain; the server does not.
        await field(page, words.email).fill("ana@gmail");
        await page.getByRole("button", { name: words.submit }).click();

        // The answer is the page itself again, at its form, saying what needs correcting.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactRoute.title[language]);
        await expect(page.getByText(words.results.fields)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : "en");
        const email = page.getByLabel(new RegExp(`^${words.email}`));
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(email).toHaveAccessibleDescription(new RegExp(errors.email.replace(/[.]/g, "\\.")));
        await expect(email).toHaveValue("ana@gmail");
        await expect(page.getByLabel(new RegExp(`^${words.message}`))).toHaveValue(message);
        await expect(page.getByLabel(new RegExp(`^${words.name}`))).toHaveValue("Ana Sem Script");
        await expect(page.getByLabel(new RegExp(`^${words.topic}`))).toHaveValue(lastTopic);

        await email.fill(`nojs-contact-${language}-${viewport.width}-${Date.now()}@example.com`);
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${contactPage(language)}\\?contact=sent#contact-sent$`));
        await expect(page.getByText(words.results.sent)).toBeVisible();
      });
    });
  }
}

for (const language of LANGUAGES) {
  test(`the page that answers a refusal without script has no axe violations (${language})`, async ({ page, request }) => {
    const answer = await request.post("/api/contact", {
      headers: { Accept: "text/html", Origin: `http://127.0.0.1:${process.env.TEST_PORT}`, "X-Forwarded-For": "203.0.113.9" },
      form: { topic: "", message: "", name: "", email: "", from: contactPage(language) },
    });
    expect(answer.status()).toBe(400);
    // Axe runs as a script, which the page's own policy (rightly) forbids: its markup is checked here.
    await page.setContent(await answer.text());
    expect(await axeViolations(page)).toEqual([]);
  });

  const staffWords = FORMS[language].staff;

  test(`staff see a new message with its time, language and state, and mark it answered (${language})`, async ({ page }) => {
    await fromOwnAddress(page);
    const sender = `inbox-${language}-${Date.now()}@example.com`;
    await gotoHydrated(page, contactPage(language));
    await field(page, WORDS[language].topic).selectOption(firstTopic);
    await field(page, WORDS[language].message).fill("Is the lookout tower open?");
    await field(page, WORDS[language].name).fill("Paula Inbox");
    await field(page, WORDS[language].email).fill(sender);
    await page.getByRole("button", { name: WORDS[language].submit }).click();
    await expect(page.locator("#contact").getByTestId("form-status")).toHaveText(WORDS[language].results.sent);

    await signInAsNewStaff(page, language, "inbox");

    const messages = page.locator("section").filter({ has: page.getByRole("heading", { name: staffWords.messages.heading }) });
    const entry = messages.locator("li").filter({ hasText: sender });
    await expect(entry).toContainText(staffWords.inbox.state.waiting);
    await expect(entry).toContainText(staffWords.inbox.language[language]);
    await expect(entry.locator("time")).toHaveCount(1);
    // Other tests write to the same inbox meanwhile: the count is held to the list it came with.
    const waitingShown = async () => {
      // The line under the heading: a number, or the words for none.
      const line = (await messages.locator(":scope > p").first().textContent()) ?? "";
      const count = line === staffWords.inbox.waiting_zero ? 0 : Number(/\d+/.exec(line)?.[0]);
      return { count, listed: await messages.locator('li[data-state="waiting"]').count() };
    };
    const before = await waitingShown();
    expect(before.count).toBe(before.listed);
    expect(before.count).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await entry.getByRole("button", { name: staffWords.inbox.setState.handled }).click();
    await expect(entry).toContainText(staffWords.inbox.state.handled);
    await expect(entry).toHaveAttribute("data-state", "handled");
    const after = await waitingShown();
    expect(after.count).toBe(after.listed);
  });
}

test.describe("a photo rejected at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is asked about in the page's own dialog, never the browser's; keeping it changes nothing, confirming deletes it", async ({ page, request }) => {
    const review = FORMS.pt.review;
    const caption = `Rejeitar ${Date.now()}`;
    const upload = await request.post("/api/photos", {
      headers: { Origin: `http://127.0.0.1:${process.env.TEST_PORT}`, Accept: "application/json", "X-Forwarded-For": "203.0.113.77" },
      multipart: {
        name: "Rui Rejeitado",
        email: "rui@example.com",
        caption,
        consent: "on",
        from: "/pt/",
        photo: { name: "r.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
      },
    });
    expect(upload.status()).toBe(202);
    const browserDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signInAsNewStaff(page, "pt", "reject");
    const card = page.locator("li").filter({ has: page.getByRole("img", { name: caption }) });

    await card.getByRole("button", { name: review.reject }).click();
    const question = page.getByRole("dialog", { name: review.rejectDialog.title });
    await expect(question).toContainText("Rui Rejeitado");
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole("button", { name: review.rejectDialog.cancel }).click();
    await expect(question).toHaveCount(0);
    await expect(card).toHaveCount(1);

    await card.getByRole("button", { name: review.reject }).click();
    await page.getByRole("dialog").getByRole("button", { name: review.rejectDialog.confirm }).click();
    await expect(card).toHaveCount(0);
    expect(browserDialogs).toEqual([]);
  });
});
