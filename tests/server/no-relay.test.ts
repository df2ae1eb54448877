import type { ParsedMail } from "mailparser";
import { topicNames } from "../../src/server/enquiries/contact-messages";
import { englishEnquiry, postForm, type PublicForm } from "../support/form-posts";
import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";

/**
 * The forms take any e-mail address, so their acknowledgements can be made to reach strangers: many
 * senders each typing a stranger's address and a message with a link would have the lodge's own domain
 * deliver their text, the way contact forms are used to send spam (and how a domain ends up on
 * blocklists, its real booking mail in spam folders). What reaches the address given carries nothing
 * the sender wrote; the lodge still gets everything.
 */
const SENDERS = 8;
const LODGE = "reservas@lodge.example";
const SITE = "https://site.lodge.example";
const SPAM = { host: "prize-claim.example", words: "Congratulations! Visit https://prize-claim.example/win to claim your prize" };

const [topic] = [...topicNames().keys()];
const spamFields: Record<Exclude<PublicForm, "/api/newsletter">, (stranger: string) => Record<string, string>> = {
  "/api/enquiry": (stranger) => ({ ...englishEnquiry(), name: `Prize ${SPAM.host}`, message: SPAM.words, email: stranger }),
  "/api/contact": (stranger) => ({ topic: topic ?? "", name: `Prize ${SPAM.host}`, message: SPAM.words, email: stranger, from: "/en/" }),
};

const partsOf = (mail: ParsedMail) => [mail.subject ?? "", mail.text ?? "", typeof mail.html === "string" ? mail.html : ""];

describe.each(TEST_SETUPS)("mail to the address a form was given, on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE, SITE_URL: SITE });

  it.each(Object.keys(spamFields) as Array<keyof typeof spamFields>)(
    "%s: each stranger gets an acknowledgement with none of the sender's words or links; the lodge gets them all",
    async (form) => {
      const strangers = Array.from({ length: SENDERS }, (_, index) => `stranger${index}.${form.slice(5)}@example.net`);
      const statuses = await Promise.all(
        strangers.map((stranger, index) => postForm(site.server.url, form, spamFields[form](stranger), `10.71.${form.length}.${index + 1}`)),
      );
      expect(statuses).toEqual(strangers.map(() => 202));
      for (const stranger of strangers) {
        const mails = await site.smtp.to(stranger);
        expect(mails).toHaveLength(1);
        for (const part of partsOf(mails[0]!)) {
          expect(part).not.toContain("prize");
          expect(part).not.toContain("Congratulations");
          // The only links are the site's own.
          for (const [link] of part.matchAll(/https?:\/\/[^\s"'<>]+/g)) expect(new URL(link).origin).toBe(SITE);
        }
      }
      const toLodge = (await site.smtp.to(LODGE, SENDERS * 2)).filter((mail) => strangers.some((stranger) => mail.replyTo?.text.includes(stranger)));
      expect(toLodge).toHaveLength(SENDERS);
      for (const mail of toLodge) expect(mail.text).toContain(SPAM.words);
    },
  );
});
