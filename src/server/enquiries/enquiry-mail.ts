import site from "../../../content/site.json";
import { dayNumber } from "../../lib/forms/enquiry";
import { INTL_LOCALE } from "../../lib/i18n/languages";
import type { Mail } from "../mail/mailer";
import { siteAddress } from "../newsletter/newsletter-mail";
import { mailText } from "../mail/mail-strings";
import { ConfigError, runtimeEnv, type Env } from "../runtime-env";
import { checkEmail } from "../../lib/forms/forms";
import { revealHidden } from "../../lib/forms/guest-text";
import type { Enquiry } from "./enquiries";
import { STAY_NAMES } from "./stays";
import { sitePagePath } from "../site-pages";

/** The staff area, in Portuguese (the staff's language), where the lodge's mail links. */
const STAFF_PAGE = sitePagePath("staff", "pt", "where the lodge's enquiry mail links");

/** The values every mail about what a guest wrote shares: where its links lead, and who wrote. */
export function guestMailValues(guest: { guestName: string; guestEmail: string; language: "pt" | "en" }, language: "pt" | "en"): Record<string, string> {
  return {
    productName: site.productName,
    siteUrl: `${siteAddress()}/${language}/`,
    staffUrl: `${siteAddress()}${STAFF_PAGE}`,
    name: revealHidden(guest.guestName),
    email: revealHidden(guest.guestEmail),
    language: guest.language,
  };
}

/**
 * LODGE_INBOX: where enquiries are sent; by default site.json's contact e-mail. Unset both: staff area
 * only. Either is one address by the guests' rule (checkEmail), never a list or a mailto with parameters.
 */
export function lodgeInbox(env: Env = globalThis.process.env): string | undefined {
  const inbox = runtimeEnv("LODGE_INBOX", env);
  if (inbox !== undefined && checkEmail(inbox)) throw new ConfigError(`LODGE_INBOX must be an e-mail address, got "${inbox}"`);
  if (inbox === undefined && site.email && checkEmail(site.email)) {
    throw new ConfigError(`LODGE_INBOX is unset and site.json's email, its default, is not an e-mail address: "${site.email}"`);
  }
  return inbox ?? (site.email || undefined);
}

/** The mail's values; what the guest wrote with its hidden characters shown as markers (guest-text.ts). */
function values(enquiry: Enquiry, language: "pt" | "en"): Record<string, string> {
  const t = mailText(language);
  const date = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const guests = [
    t("mail:enquiry.adults", { count: enquiry.adults }),
    ...(enquiry.children > 0 ? [t("mail:enquiry.children", { count: enquiry.children })] : []),
  ].join(", ");
  const nights = (dayNumber(enquiry.checkOut) ?? 0) - (dayNumber(enquiry.checkIn) ?? 0);
  return {
    ...guestMailValues(enquiry, language),
    phone: revealHidden(enquiry.guestPhone) || t("mail:enquiry.noPhone"),
    checkIn: date(enquiry.checkIn),
    checkOut: date(enquiry.checkOut),
    nights: t("mail:enquiry.nights", { count: nights }),
    guests,
    stay: enquiry.stay === "undecided" ? t("mail:enquiry.undecided") : (STAY_NAMES.get(enquiry.stay)?.[language] ?? enquiry.stay),
    message: revealHidden(enquiry.message) || t("mail:enquiry.noMessage"),
  };
}

/** The acknowledgement to the guest, in the language of the page they wrote from. */
export function acknowledgementMail(enquiry: Enquiry): Mail {
  const t = mailText(enquiry.language);
  const all = values(enquiry, enquiry.language);
  return {
    to: enquiry.guestEmail,
    language: enquiry.language,
    subject: t("mail:enquiry.ackSubject", all),
    text: t("mail:enquiry.ackBody", all),
  };
}

/** The enquiry for the lodge, in Portuguese; replying to it reaches the guest. */
export function lodgeMail(enquiry: Enquiry, inbox: string): Mail {
  const t = mailText("pt");
  const all = values(enquiry, "pt");
  return {
    to: inbox,
    replyTo: enquiry.guestEmail,
    language: "pt",
    subject: t("mail:enquiry.lodgeSubject", all),
    text: t("mail:enquiry.lodgeBody", all),
  };
}
