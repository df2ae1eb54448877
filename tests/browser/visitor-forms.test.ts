import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import enquiryEn from "../../content/locales/en/enquiry.json";
import enquiryPt from "../../content/locales/pt/enquiry.json";
import mailEn from "../../content/locales/en/mail.json";
import mailPt from "../../content/locales/pt/mail.json";
import newsletterEn from "../../content/locales/en/newsletter.json";
import newsletterPt from "../../content/locales/pt/newsletter.json";
import { siteContent } from "../../src/content/content-store";
import { lodgeToday } from "../../src/lib/forms/enquiry";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";
import { BROWSER_LODGE_INBOX } from "../support/browser-data";
import { gotoHydrated } from "./hydrated";
import { axeViolations } from "./axe";
import { fromOwnAddress, mailTo, signInAsNewStaff } from "./visitor-form-helpers";

const NEWSLETTER = { pt: newsletterPt, en: newsletterEn };
const ENQUIRY = { pt: enquiryPt, en: enquiryEn };
const MAIL = { pt: mailPt, en: mailEn };
const { routes, rooms, site } = siteContent();
const pathOf = (routeId: string, language: Language) =>
  localizedPath(
    routes.find((route) => route.id === routeId)!,
    language,
  );

const linkTo = (mail: ParsedMail, endpoint: string) => {
  const link = new RegExp(`https?://\\S+${endpoint}\\?token=\\S+`).exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`no ${endpoint} link in "${mail.subject}"`);
  return link;
};

/** A field by the start of its label (which may go on with "(required)"). */
const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));

/** A date `days` after today at the lodge, as the date inputs take it. */
const inDays = (days: number) => new Date(Date.parse(lodgeToday()) + days * 86_400_000).toISOString().slice(0, 10);

for (const language of LANGUAGES) {
  const words = NEWSLETTER[language];

  test(`a reader subscribes (${language}), confirms from the e-mail, and unsubscribes from the welcome`, async ({ page }) => {
    await fromOwnAddress(page);
    const address = `reader-${language}-${Date.now()}@example.com`;
    const newsletterPage = pathOf("newsletter", language);
    await gotoHydrated(page, newsletterPage);
    expect(await axeViolations(page)).toEqual([]);

    // Checked before sending: an address and consent, each error in the page's language.
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByLabel(words.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(words.email, { exact: true })).toHaveAttribute("placeholder", words.emailPlaceholder);

    await page.getByLabel(words.email, { exact: true }).fill(address);
    await page.getByLabel(words.consent.replace("{{productName}}", site.productName)).check();
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByTestId("form-status")).toHaveText(words.results.sent);

    const [confirmation] = await mailTo(address);
    expect(confirmation!.subject).toBe(MAIL[language].newsletter.confirmSubject.replace("{{productName}}", site.productName));
    const confirmLink = linkTo(confirmation!, "/api/newsletter-confirm");
    await page.goto(confirmLink);
    await expect(page).toHaveURL(new RegExp(`${newsletterPage}\\?newsletter=confirmed#newsletter-confirmed$`));
    await expect(page.getByText(words.results.confirmed)).toBeVisible();
    await expect(page.getByText(words.results.invalid)).toBeHidden();

    // The same link again confirms nothing new; a forged one confirms nothing at all.
    await page.goto(confirmLink);
    await expect(page.getByText(words.results.already)).toBeVisible();
    // A forged link tells nothing trustworthy, its language included: the answer is in Portuguese, the default.
    await page.goto(confirmLink.replace(/token=./, (match) => `${match.slice(0, -1)}${match.endsWith("A") ? "B" : "A"}`));
    await expect(page).toHaveURL(new RegExp(`${pathOf("newsletter", "pt")}\\?newsletter=invalid#newsletter-invalid$`));
    await expect(page.getByText(NEWSLETTER.pt.results.invalid)).toBeVisible();

    const welcome = (await mailTo(address, 2)).find((mail) => mail !== confirmation && mail.subject !== confirmation!.subject);
    expect(welcome?.subject).toBe(MAIL[language].newsletter.welcomeSubject.replace("{{productName}}", site.productName));
    // The link asks first, so that a mail scanner opening it unsubscribes nobody.
    await page.goto(linkTo(welcome!, "/api/newsletter-unsubscribe"));
    await expect(page.getByText(words.leave.question)).toBeVisible();
    // Axe runs as a script, which the answer's policy forbids: its markup is checked in a page without one.
    const markup = await page.context().newPage();
    await markup.setContent(await page.content());
    expect(await axeViolations(markup)).toEqual([]);
    await markup.close();
    await page.getByRole("button", { name: words.leave.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${newsletterPage}\\?newsletter=unsubscribed#newsletter-unsubscribed$`));
    await expect(page.getByText(words.results.unsubscribed)).toBeVisible();
  });
}

for (const language of LANGUAGES) {
  const words = ENQUIRY[language];

  test(`Book now leads to the enquiry (${language}); it reaches the lodge's inbox and the staff area, and the guest is answered in their language`, async ({
    page,
  }) => {
    await fromOwnAddress(page);
    const guest = { name: language === "pt" ? "Joana Siqueira" : "Hannah Birder", email: `guest-${language}-${Date.now()}@example.com` };
    const room = rooms.find((entry) => entry.id === "farmhouse")!;
    await gotoHydrated(page, `/${language}/`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: language === "pt" ? "Reservar" : "Book now" })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathOf("booking-enquiry", language)}$`));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    // The page's own checks first: a departure before the arrival, no name.
    await labelled(page, words.checkIn).fill(inDays(40));
    await labelled(page, words.checkOut).fill(inDays(38));
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(labelled(page, words.checkOut)).toHaveAttribute("aria-invalid", "true");
    await expect(labelled(page, words.name)).toHaveAttribute("aria-invalid", "true");

    await labelled(page, words.checkOut).fill(inDays(43));
    await labelled(page, words.adults).fill("2");
    await labelled(page, words.children).fill("1");
    await labelled(page, words.stay).selectOption(`room:${room.id}`);
    await labelled(page, words.message).fill("Birding at dawn, please.\nVegetarian meals.");
    await labelled(page, words.name).fill(guest.name);
    await labelled(page, words.email).fill(guest.email);
    await labelled(page, words.phone).fill("+55 65 99999-0000");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByTestId("form-status")).toHaveText(words.results.sent);
    await expect(labelled(page, words.name)).toHaveValue("");

    const [acknowledgement] = await mailTo(guest.email);
    expect(acknowledgement!.subject).toBe(MAIL[language].enquiry.ackSubject.replace("{{productName}}", site.productName));
    // The guest is greeted by their first name; the rest of what they wrote goes to the lodge only.
    const greeting = MAIL[language].guest.greetingNamed.replace("{{firstName}}", guest.name.split(" ")[0]!);
    expect(acknowledgement!.text?.split("\n")[0]).toBe(greeting);
    expect(acknowledgement!.text).not.toContain("Vegetarian meals.");
    const toLodge = (await mailTo(BROWSER_LODGE_INBOX, 1)).find((mail) => mail.text?.includes(guest.email));
    expect(toLodge?.text).toContain(room.name.pt);
    expect(toLodge?.text).toContain("Vegetarian meals.");
    expect(toLodge?.replyTo?.text).toContain(guest.email);

    await signInAsNewStaff(page, language, "reservas");
    const listed = page.locator("li").filter({ hasText: guest.email });
    await expect(listed).toContainText(guest.name);
    await expect(listed).toContainText(room.name[language]);
    await expect(listed.getByRole("link", { name: guest.email })).toHaveAttribute("href", new RegExp(`^mailto:${guest.email}`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`an enquiry and a sign-up sent without JavaScript (${language}) come back to their pages with the result shown`, async ({ page }) => {
      await fromOwnAddress(page);
      const enquiryPage = pathOf("booking-enquiry", language);
      await page.goto(enquiryPage);
      await expect(page.getByText(ENQUIRY[language].results.sent)).toBeHidden();
      await labelled(page, ENQUIRY[language].checkIn).fill(inDays(60));
      await labelled(page, ENQUIRY[language].checkOut).fill(inDays(62));
      await labelled(page, ENQUIRY[language].name).fill("Ana Observadora");
      await labelled(page, ENQUIRY[language].email).fill(`nojs-${language}-${Date.now()}@example.com`);
      await page.getByRole("button", { name: ENQUIRY[language].submit }).click();
      await expect(page).toHaveURL(new RegExp(`${enquiryPage}\\?enquiry=sent#enquiry-sent$`));
      await expect(page.getByText(ENQUIRY[language].results.sent)).toBeVisible();

      const newsletterPage = pathOf("newsletter", language);
      await page.goto(newsletterPage);
      await page.getByLabel(NEWSLETTER[language].email, { exact: true }).fill(`nojs-reader-${language}-${Date.now()}@example.com`);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: NEWSLETTER[language].submit }).click();
      await expect(page).toHaveURL(new RegExp(`${newsletterPage}\\?newsletter=sent#newsletter-sent$`));
      await expect(page.getByText(NEWSLETTER[language].results.sent)).toBeVisible();
    });
  }
});
