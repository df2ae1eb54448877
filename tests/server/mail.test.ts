import type { ParsedMail } from "mailparser";
import { lodgeToday } from "../../src/lib/forms/enquiry";
import { mailingSiteFor } from "../support/mailing-site";
import { mimeStructure } from "../support/mime-parts";
import { TEST_SETUPS } from "../support/site-server";
import { linkIn } from "../support/smtp-capture";
import { mailString } from "../support/mail-wording";
import { content, pathOf } from "../support/site-content";

// The package, the room and the mails' words come from the content, whatever the editors have written.
const itinerary = content.itineraries[0]!;
const room = content.rooms[0]!;
const LODGE = "pousada@lodge.example";
const inDays = (days: number) => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ENQUIRY = {
  checkIn: inDays(40),
  checkOut: inDays(43),
  adults: "2",
  children: "0",
  message: `Tom & Jerry's "first" trip: é possível ver o gavião-real?`,
  name: "Jo O'Neil",
  phone: "",
};

/** The message's parts as sent: multipart/alternative with plain text, then HTML, both UTF-8. */
function expectBothParts(source: string, language: "pt-BR" | "en") {
  const { top, parts } = mimeStructure(source);
  expect(top.headers["content-type"]).toMatch(/^multipart\/alternative; boundary=/);
  expect(top.headers["content-language"]).toBe(language);
  expect(parts.map((part) => part.headers["content-type"])).toEqual(["text/plain; charset=utf-8", "text/html; charset=utf-8"]);
}

/** The HTML part: in the reader's language, nothing fetched from anywhere, links only to the site. */
function expectSelfContainedHtml(mail: ParsedMail, language: "pt-BR" | "en", site: string) {
  const html = typeof mail.html === "string" ? mail.html : "";
  expect(html).toContain(`<html lang="${language}"`);
  expect(html).not.toMatch(/<img|<link|<script|url\(|\ssrc=/i);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href?.startsWith(site)).toBe(true);
}

describe.each(TEST_SETUPS)("the site's mail on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE });

  let visitor = 0;
  const post = (endpoint: string, fields: Record<string, string>) =>
    fetch(`${site.server.url}/api/${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: site.server.url, "X-Forwarded-For": `10.11.0.${++visitor}` },
      body: JSON.stringify(fields),
    });

  it("sends an enquiry's two mails as text and HTML, each in its reader's language, naming the package chosen", async () => {
    const email = "jo@example.com";
    expect((await post("enquiry", { ...ENQUIRY, email, stay: `package:${itinerary.id}`, from: pathOf("how-to-get-here", "en") })).status).toBe(202);

    const [toGuest] = await site.smtp.to(email);
    expectBothParts(site.smtp.source(toGuest!), "en");
    expectSelfContainedHtml(toGuest!, "en", site.env.SITE_URL!);
    expect(toGuest?.replyTo?.value.map((to) => to.address)).toEqual([LODGE]);
    expect(toGuest?.text).toContain(itinerary.title.en);
    expect(toGuest?.html).toContain(itinerary.title.en.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    // The guest's words reach the lodge only (tests/server/no-relay.test.ts): whole in the text, escaped in the HTML.
    expect(toGuest?.text).not.toContain(ENQUIRY.message);
    expect(toGuest?.subject).toBe(mailString("en", "enquiry.ackSubject", { productName: content.site.productName }));

    const toLodge = (await site.smtp.to(LODGE)).find((mail) => mail.replyTo?.text.includes(email));
    expectBothParts(site.smtp.source(toLodge!), "pt-BR");
    expectSelfContainedHtml(toLodge!, "pt-BR", site.env.SITE_URL!);
    expect(toLodge?.replyTo?.value.map((to) => to.address)).toEqual([email]);
    expect(toLodge?.text).toContain(itinerary.title.pt);
    expect(toLodge?.html).toContain("Jo O&#x27;Neil");
    expect(toLodge?.text).toContain(ENQUIRY.message);
    expect(toLodge?.html).toContain("Tom &amp; Jerry&#x27;s &quot;first&quot; trip: é possível ver o gavião-real?");
  });

  it("names a room in the guest's language too", async () => {
    const email = "quarto@example.com";
    expect((await post("enquiry", { ...ENQUIRY, email, stay: `room:${room.id}`, from: pathOf("how-to-get-here", "pt") })).status).toBe(202);
    const [toGuest] = await site.smtp.to(email);
    expect(toGuest?.headers.get("content-language")).toBe("pt-BR");
    expect(toGuest?.text).toContain(room.name.pt);
  });

  it("puts List-Unsubscribe on newsletter mail only, and its one-click POST unsubscribes without a session, once or many times", async () => {
    const email = "assinante@example.com";
    const status = async () => (await site.db.query<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [email]))[0]?.status;
    expect((await post("newsletter", { email, consent: "on", from: "/pt/" })).status).toBe(202);
    const [confirmation] = await site.smtp.to(email);
    expectBothParts(site.smtp.source(confirmation!), "pt-BR");
    // Not on the list yet: nothing to leave.
    expect(confirmation?.headers.has("list-unsubscribe")).toBe(false);
    expect(confirmation?.replyTo?.value.map((to) => to.address)).toEqual([LODGE]);
    await fetch(linkIn(confirmation!, "/api/newsletter-confirm"), { redirect: "manual" });

    const [, welcome] = await site.smtp.to(email, 2);
    expectBothParts(site.smtp.source(welcome!), "pt-BR");
    expectSelfContainedHtml(welcome!, "pt-BR", site.env.SITE_URL!);
    const source = site.smtp.source(welcome!);
    // One header listing both ways out, as RFC 2369 has it, not one header for each.
    expect(source.match(/^List-Unsubscribe:/gim)).toHaveLength(1);
    const { top } = mimeStructure(source);
    expect(top.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const targets = [...(top.headers["list-unsubscribe"] ?? "").matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? "");
    const [oneClick, mailto] = targets;
    expect(oneClick).toBe(linkIn(welcome!, "/api/newsletter-unsubscribe"));
    expect(mailto).toBe(`mailto:${LODGE}?subject=${encodeURIComponent(mailString("pt", "newsletter.unsubscribeMailSubject", {}))}`);
    expect(targets).toHaveLength(2);
    expect(await status()).toBe("confirmed");

    // What a mail program sends (RFC 8058): a POST of its own, multipart as the RFC's example, no cookie.
    const oneClickPost = (url: string) => {
      const form = new FormData();
      form.set("List-Unsubscribe", "One-Click");
      return fetch(url, { method: "POST", body: form, redirect: "manual" });
    };
    const first = await oneClickPost(oneClick!);
    expect({ status: first.status, body: await first.json() }).toEqual({ status: 200, body: { code: "unsubscribed" } });
    expect(await status()).toBe("unsubscribed");
    const again = await oneClickPost(oneClick!);
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 200, body: { code: "unsubscribed" } });
    // The form-encoded kind the RFC allows as well.
    const encoded = await fetch(oneClick!, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(encoded.status).toBe(200);
    const altered = await oneClickPost(oneClick!.replace(/token=./, (start) => `${start.slice(0, -1)}${start.endsWith("A") ? "B" : "A"}`));
    expect(altered.status).toBe(400);
  });
});
