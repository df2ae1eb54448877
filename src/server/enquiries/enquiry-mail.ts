import { dayNumber } from "../../lib/forms/enquiry";
import { revealHidden } from "../../lib/forms/guest-text";
import { formatLongDate } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import { mailToGuest, mailToLodge, type MailValues } from "../mail/compose";
import { siteAddress } from "../mail/mail-addresses";
import type { Mail } from "../mail/mailer";
import { mailText } from "../mail/mail-strings";
import { replyNote } from "../mail/reply-note";
import { guestGreeting } from "../mail/unconfirmed-recipient";
import { staffPagePath } from "../site-pages";
import type { Enquiry } from "./enquiries";
import { stayNames } from "./stays";

/** The values every mail about what a guest wrote shares: where the staff read it, and who wrote, in what language. */
export function guestMailValues(guest: { guestName: string; guestEmail: string; language: Language }): MailValues {
  return {
    staffUrl: `${siteAddress()}${staffPagePath()}`,
    name: revealHidden(guest.guestName),
    email: revealHidden(guest.guestEmail),
    language: guest.language,
  };
}

/** What the lodge received, as the lodge's own words: the dates, the party and the stay chosen from its list. */
function stayValues(enquiry: Enquiry, language: Language): MailValues {
  const t = mailText(language);
  const guests = [
    t("mail:enquiry.adults", { count: enquiry.adults }),
    ...(enquiry.children > 0 ? [t("mail:enquiry.children", { count: enquiry.children })] : []),
  ].join(", ");
  const nights = (dayNumber(enquiry.checkOut) ?? 0) - (dayNumber(enquiry.checkIn) ?? 0);
  return {
    checkIn: formatLongDate(enquiry.checkIn, language),
    checkOut: formatLongDate(enquiry.checkOut, language),
    nights: t("mail:enquiry.nights", { count: nights }),
    guests,
    // The room's or package's name in this mail's language, from content by its id.
    stay: enquiry.stay === "undecided" ? t("mail:enquiry.undecided") : (stayNames().get(enquiry.stay)?.[language] ?? enquiry.stay),
  };
}

/**
 * The acknowledgement to the guest, in the language of the page they wrote from; a reply reaches
 * `inbox`, and the mail says so only when there is one (reply-note.ts). Its address is whatever the
 * form was given, so it carries nothing the visitor wrote (unconfirmed-recipient.ts): what the lodge
 * received, chosen from its own lists, and when it answers.
 */
export function acknowledgementMail(enquiry: Enquiry, inbox: string | undefined): Mail {
  const language = enquiry.language;
  const values = { greeting: guestGreeting(enquiry.guestName, language), ...stayValues(enquiry, language), replyNote: replyNote(language, inbox) };
  return mailToGuest(language, { subject: "enquiry.ackSubject", body: "enquiry.ackBody" }, values, enquiry.guestEmail, inbox);
}

/** The enquiry for the lodge, in Portuguese, with all the guest wrote (hidden characters shown as markers, guest-text.ts); replying to it reaches the guest. None without an inbox. */
export function lodgeMail(enquiry: Enquiry, inbox: string | undefined): Mail | undefined {
  const t = mailText("pt");
  const values = {
    ...guestMailValues(enquiry),
    ...stayValues(enquiry, "pt"),
    phone: revealHidden(enquiry.guestPhone) || t("mail:enquiry.noPhone"),
    message: revealHidden(enquiry.message) || t("mail:enquiry.noMessage"),
  };
  return mailToLodge({ subject: "enquiry.lodgeSubject", body: "enquiry.lodgeBody" }, values, enquiry.guestEmail, inbox);
}
