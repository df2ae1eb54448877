import type { Language } from "../../lib/i18n/languages";
import { site } from "../content/site";
import { siteAddress } from "./mail-addresses";
import { mailHtml, VALUE_END, VALUE_START } from "./mail-html";
import type { Mail } from "./mailer";
import { mailString, type MailKey } from "./mail-strings";

/** A message's wording: the keys of its subject and body in content/locales/<language>/mail.json. */
export interface MailWording {
  subject: MailKey;
  body: MailKey;
}

/**
 * What a message's wording is filled with. A name ending in `Url` is one of the site's own addresses,
 * a link in the HTML part; every other value is text, a guest's among them, escaped there.
 * `productName` and `siteUrl` (the home page in the message's language) are always given.
 */
export type MailValues = Readonly<Record<string, string>>;

export type ComposedMail = Pick<Mail, "language" | "subject" | "text" | "html">;

/** Both parts of a message from its wording in one language: the plain text and the HTML made alike. */
export function composeMail(language: Language, wording: MailWording, values: MailValues): ComposedMail {
  const all = { productName: site().productName, siteUrl: `${siteAddress()}/${language}/`, ...values };
  // The body once more with each value replaced by its marked name, for the HTML part to escape apart.
  const marked = Object.fromEntries(Object.keys(all).map((name) => [name, `${VALUE_START}${name}${VALUE_END}`]));
  const subject = mailString(language, wording.subject, all);
  const html = mailHtml(language, subject, mailString(language, wording.body, marked), all);
  return { language, subject, text: mailString(language, wording.body, all), html };
}

/**
 * A message to the lodge about something a guest sent (an enquiry, a contact message), in Portuguese,
 * the staff's language; replying to it reaches the guest. `inbox` is lodgeInbox(): without one
 * (neither LODGE_INBOX nor site.json's email) there is no message, and what the guest sent is in the
 * staff area only.
 */
export function mailToLodge(wording: MailWording, values: MailValues, guestEmail: string, inbox: string | undefined): Mail | undefined {
  if (!inbox) return undefined;
  return { ...composeMail("pt", wording, values), to: inbox, replyTo: guestEmail };
}

/** A message to a guest in their language; replying to it reaches the lodge's inbox (lodgeInbox()), if any. */
export function mailToGuest(language: Language, wording: MailWording, values: MailValues, to: string, inbox: string | undefined): Mail {
  return { ...composeMail(language, wording, values), to, ...(inbox ? { replyTo: inbox } : {}) };
}
