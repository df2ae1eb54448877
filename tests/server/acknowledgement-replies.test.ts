import { lodgeToday } from "../../src/lib/forms/enquiry";
import { topicNames } from "../../src/server/enquiries/contact-messages";
import { mailingSiteFor } from "../support/mailing-site";
import { mailString } from "../support/mail-wording";
import { TEST_SETUPS } from "../support/site-server";
import { content, pathOf } from "../support/site-content";

// What an acknowledgement says about replying depends on the lodge's inbox alone, not on where the
// data is kept: one setup is enough.
const setup = TEST_SETUPS[0]!;
const LODGE = "reservas@lodge.example";
const [topic] = [...topicNames()][0]!;
const inDays = (days: number) => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ENQUIRY = { checkIn: inDays(30), checkOut: inDays(32), adults: "2", stay: "undecided", name: "Rita", phone: "", message: "" };
const MESSAGE = { topic, name: "Rita", message: "Há trilhas acessíveis para cadeira de rodas?" };

/** Sends a booking enquiry and a contact message from a page in `language`, as the guest `email`. */
async function sendBothForms(url: string, language: "pt" | "en", email: string, visitor: string): Promise<void> {
  const post = (endpoint: string, fields: Record<string, string>) =>
    fetch(`${url}${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: url, "X-Forwarded-For": visitor },
      body: JSON.stringify({ ...fields, email, from: pathOf("booking-enquiry", language) }),
    });
  expect((await post("/api/enquiry", ENQUIRY)).status).toBe(202);
  expect((await post("/api/contact", MESSAGE)).status).toBe(202);
}

describe("an acknowledgement with a lodge inbox", () => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE });

  it.each(["pt", "en"] as const)("invites a reply, which reaches the inbox it names (%s)", async (language) => {
    const email = `rita.${language}@example.com`;
    await sendBothForms(site.server.url, language, email, `10.11.0.${language === "pt" ? 1 : 2}`);
    const mails = await site.smtp.to(email, 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(mailString(language, "guest.replyReachesInbox", { inbox: LODGE }));
      expect(mail.replyTo?.value.map((address) => address.address)).toEqual([LODGE]);
    }
  });
});

describe("an acknowledgement without a lodge inbox", () => {
  // site.json's e-mail is the inbox when LODGE_INBOX is unset: with one there, every site has an inbox.
  const noInbox = content.site.email === "";
  const site = mailingSiteFor(setup);

  (noInbox ? it.each : it.skip.each)(["pt", "en"] as const)("names no address to write to, and says the reply comes to the guest's (%s)", async (language) => {
    const email = `rita.${language}@example.com`;
    await sendBothForms(site.server.url, language, email, `10.12.0.${language === "pt" ? 1 : 2}`);
    const mails = await site.smtp.to(email, 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(mailString(language, "guest.replyComesHere", {}));
      expect(mail.text).not.toContain("@");
      expect(mail.html || "").not.toContain("@");
      expect(mail.replyTo).toBeUndefined();
    }
    // Nothing went to a lodge: there is none to send to.
    expect(site.smtp.messages.filter((mail) => !mail.to || !JSON.stringify(mail.to).includes("rita."))).toEqual([]);
  });
});
