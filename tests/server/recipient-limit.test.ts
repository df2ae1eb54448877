import { MAILS_PER_RECIPIENT } from "../../src/server/spam/recipient-limit";
import { englishEnquiry, postForm } from "../support/form-posts";
import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";
import { linkIn } from "../support/smtp-capture";

/**
 * Mail a visitor can have sent to an address they type is limited per recipient, not only per
 * sender: many senders (here, many X-Forwarded-For addresses, which the test server trusts) asking
 * for one address get it at most MAILS_PER_RECIPIENT.limit messages, and every one of them is told
 * the same as the first, so the form does not say whether the address was asked for before.
 */
const SENDERS = 12;
const LODGE = "reservas@lodge.example";

describe.each(TEST_SETUPS)("mail per recipient on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE });

  /** Messages whose To reaches the inbox of `local@domain` (tags and case aside). */
  const mailsTo = async (local: string, domain: string) => {
    // Mail is handed to the SMTP server before the answer; a moment more lets a stray one arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inbox = new RegExp(`^${local}(\\+[^@]*)?@${domain.replace(/\./g, "\\.")}$`, "i");
    return site.smtp.messages.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => inbox.test(entry.address ?? ""))),
    );
  };

  it(`sends one address at most ${MAILS_PER_RECIPIENT.limit} newsletter confirmations, however many senders ask, and answers each alike`, async () => {
    const answers = await Promise.all(
      Array.from({ length: SENDERS }, (_, index) =>
        fetch(`${site.server.url}/api/newsletter`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json", Origin: site.server.url, "X-Forwarded-For": `10.61.0.${index + 1}` },
          body: JSON.stringify({ email: "alvo@example.com", consent: "on", from: "/pt/" }),
        }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown })),
      ),
    );
    expect(answers).toEqual(Array.from({ length: SENDERS }, () => ({ status: 202, body: { ok: true, code: "sent" } })));
    const mails = await mailsTo("alvo", "example.com");
    expect(mails).toHaveLength(MAILS_PER_RECIPIENT.limit);
    // The sign-ups refused their mail changed nothing: the link of the last mail sent still confirms.
    const links = mails.map((mail) => linkIn(mail, "/api/newsletter-confirm"));
    const results = [];
    for (const link of links.reverse())
      results.push(((await (await fetch(link, { headers: { Accept: "application/json" } })).json()) as { code: string }).code);
    expect(results).toContain("confirmed");
  });

  it("counts an inbox's tagged and differently written addresses as one", async () => {
    const variants = Array.from({ length: SENDERS }, (_, index) => (index % 2 === 0 ? `Etiqueta+n${index}@Example.com` : `etiqueta+${index}@example.com`));
    const statuses = await Promise.all(
      variants.map((email, index) => postForm(site.server.url, "/api/newsletter", { email, consent: "on", from: "/pt/" }, `10.62.0.${index + 1}`)),
    );
    expect(statuses).toEqual(variants.map(() => 202));
    expect(await mailsTo("etiqueta", "example.com")).toHaveLength(MAILS_PER_RECIPIENT.limit);
  });

  it("counts the inbox, not the spelling: Gmail's dots, tags and googlemail.com reach one inbox", async () => {
    const spellings = [
      "bia.lima@gmail.com",
      "bialima@gmail.com",
      "BiaLima@Gmail.com",
      "b.i.a.l.i.m.a@gmail.com",
      "bialima+lodge@gmail.com",
      "bia.lima+1@gmail.com",
      "bialima@googlemail.com",
      "bia.lima@googlemail.com",
      "BIA.LIMA+x@GOOGLEMAIL.COM",
      "bi.al.ima@gmail.com",
      "bialima+a@googlemail.com",
      "b.ialima@gmail.com",
    ];
    const statuses = await Promise.all(
      spellings.map((email, index) => postForm(site.server.url, "/api/newsletter", { email, consent: "on", from: "/pt/" }, `10.64.0.${index + 1}`)),
    );
    expect(statuses).toEqual(spellings.map(() => 202));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = new Set(spellings.map((email) => email.toLowerCase()));
    const toInbox = site.smtp.messages.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((entry) => written.has((entry.address ?? "").toLowerCase()))),
    );
    expect(toInbox).toHaveLength(MAILS_PER_RECIPIENT.limit);
  });

  it(`stores every enquiry and tells the lodge of each, but acknowledges to one guest address at most ${MAILS_PER_RECIPIENT.limit} times`, async () => {
    const before = Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM booking_enquiries"))[0]?.n);
    const statuses = await Promise.all(
      Array.from({ length: SENDERS }, (_, index) =>
        // Each a different question: the same content again would be the same sending, stored once.
        postForm(
          site.server.url,
          "/api/enquiry",
          { ...englishEnquiry(), email: "hospede.alvo@example.com", message: `Question number ${index + 1}` },
          `10.63.0.${index + 1}`,
        ),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: SENDERS }, () => 202));
    const after = Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM booking_enquiries"))[0]?.n);
    expect(after - before).toBe(SENDERS);
    expect(await mailsTo("hospede\\.alvo", "example.com")).toHaveLength(MAILS_PER_RECIPIENT.limit);
    expect(await site.smtp.to(LODGE, SENDERS)).toHaveLength(SENDERS);
  });
});
