import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import formsEn from "../../content/locales/en/forms.json";
import formsPt from "../../content/locales/pt/forms.json";
import contactEn from "../../content/locales/en/howToGetHere.json";
import contactPt from "../../content/locales/pt/howToGetHere.json";
import { siteContent } from "../../src/content/content-store";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { BROWSER_LODGE_INBOX, BROWSER_TEST_DATA_DIR } from "../support/browser-data";
import { mailsTo, readOutbox } from "../support/outbox";
import { staffCommand } from "../support/staff-cli";
import { gotoHydrated } from "./hydrated";

// Every word the tests look for is read from the content, whatever the editors have written.
const DATA_DIR = path.resolve(BROWSER_TEST_DATA_DIR);
const WORDS = { pt: contactPt.contactForm, en: contactEn.contactForm };
const FORMS = { pt: formsPt, en: formsEn };
const { routes } = siteContent();
const contactPage = (language: Language) =>
  localizedPath(
    routes.find((route) => route.id === "how-to-get-here")!,
    language,
  );
const [firstTopic, lastTopic] = [Object.keys(contactPt.contactForm.topics)[0]!, Object.keys(contactPt.contactForm.topics).at(-1)!];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A made-up client address per test, so one test's messages never count against another's limit. */
async function fromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${octet()}.${octet()}` });
}

async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => (found = mailsTo((await readOutbox(DATA_DIR)).messages, address)).length, { message: `mail to ${address}`, timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );

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

        await expect(page.getByRole("heading", { level: 1, name: words.answerTitle })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : "en");
        const email = page.getByLabel(new RegExp(`^${words.email}`));
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(email).toHaveAccessibleDescription(new RegExp(errors.email.replace(/[.]/g, "\\.")));
        await expect(email).toHaveValue("ana@gmail");
        await expect(page.getByLabel(new RegExp(`^${words.message}`))).toHaveValue(message);
        await expect(page.getByLabel(new RegExp(`^${words.name}`))).toHaveValue("Ana Sem Script");
        await expect(page.getByLabel(new RegExp(`^${words.topic}`))).toHaveValue(lastTopic);
        expect(await axeViolations(page)).toEqual([]);

        await email.fill(`nojs-contact-${language}-${viewport.width}-${Date.now()}@example.com`);
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${contactPage(language)}\\?contact=sent#contact-sent$`));
        await expect(page.getByText(words.results.sent)).toBeVisible();
      });
    });
  }
}

for (const language of LANGUAGES) {
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

    const staff = `inbox-${language}-${Date.now()}`;
    const password = "an inbox passphrase of staff";
    expect(staffCommand({ DATA_DIR }, ["add", staff], `${password}\n`).status).toBe(0);
    await gotoHydrated(page, `/${language}/login/`);
    await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(staff);
    await page.getByLabel(language === "pt" ? "Senha" : "Password").fill(password);
    await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Log in" }).click();
    await page.waitForURL(`**/${language}/staff/`);

    const messages = page.locator("section").filter({ has: page.getByRole("heading", { name: staffWords.messages.heading }) });
    const entry = messages.locator("li").filter({ hasText: sender });
    await expect(entry).toContainText(staffWords.inbox.state.waiting);
    await expect(entry).toContainText(staffWords.inbox.language[language]);
    await expect(entry.locator("time")).toHaveCount(1);
    const waitingText = async () => (await messages.locator("p").filter({ hasText: /\d/ }).first().textContent()) ?? "";
    const waitingBefore = Number(/\d+/.exec(await waitingText())?.[0]);
    expect(waitingBefore).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await entry.getByRole("button", { name: staffWords.inbox.setState.handled }).click();
    await expect(entry).toContainText(staffWords.inbox.state.handled);
    await expect.poll(async () => Number(/\d+/.exec(await waitingText())?.[0])).toBe(waitingBefore - 1);
  });
}
