import { dayNumber } from "../../lib/forms/enquiry";
import { revealHidden } from "../../lib/forms/guest-text";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import { mailToGuest, mailToLodge, type MailValues } from "../mail/compose";
import { siteAddress } from "../mail/mail-addresses";
import type { Mail } from "../mail/mailer";
import { mailText } from "../mail/mail-strings";
import { sitePagePath } from "../site-pages";
import type { Enquiry } from "./enquiries";
import { STAY_NAMES } from "./stays";

/** The staff area, in Portuguese (the staff's language), where the lodge's mail links. */
const STAFF_PAGE = sitePagePath("staff", "pt", "where the lodge's enquiry mail links");

/** The values every mail about what a guest wrote shares: where the staff read it, and who wrote, in what language. */
export function guestMailValues(guest: { guestName: string; guestEmail: string; language: Language }): MailValues {
  return {
    staffUrl: `${siteAddress()}${STAFF_PAGE}`,
    name: revealHidden(guest.guestName),
    email: revealHidden(guest.guestEmail),
    language: guest.language,
  };
}

/** The mail's values; what the guest wrote with its hidden characters shown as markers (guest-text.ts). */
function values(enquiry: Enquiry, language: Language): MailValues {
  const t = mailText(language);
  const date = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const guests = [
    t("mail:enquiry.adults", { count: enquiry.adults }),
    ...(enquiry.children > 0 ? [t("mail:enquiry.children", { count: enquiry.children })] : []),
  ].join(", ");
  const nights = (dayNumber(enquiry.checkOut) ?? 0) - (dayNumber(enquiry.checkIn) ?? 0);
  return {
    ...guestMailValues(enquiry),
    phone: revealHidden(enquiry.guestPhone) || t("mail:enquiry.noPhone"),
    checkIn: date(enquiry.checkIn),
    checkOut: date(enquiry.checkOut),
    nights: t("mail:enquiry.nights", { count: nights }),
    guests,
    // The room's or package's name in this mail's language, from content by its id.
    stay: enquiry.stay === "undecided" ? t("mail:enquiry.undecided") : (STAY_NAMES.get(enquiry.stay)?.[language] ?? enquiry.stay),
    message: revealHidden(enquiry.message) || t("mail:enquiry.noMessage"),
  };
}

/** The acknowledgement to the guest, in the language of the page they wrote from; a reply reaches `inbox`. */
export function acknowledgementMail(enquiry: Enquiry, inbox: string | undefined): Mail {
  return mailToGuest(
    enquiry.language,
    { subject: "enquiry.ackSubject", body: "enquiry.ackBody" },
    values(enquiry, enquiry.language),
    enquiry.guestEmail,
    inbox,
  );
}

/** The enquiry for the lodge, in Portuguese; replying to it reaches the guest. None without an inbox. */
export function lodgeMail(enquiry: Enquiry, inbox: string | undefined): Mail | undefined {
  return mailToLodge({ subject: "enquiry.lodgeSubject", body: "enquiry.lodgeBody" }, values(enquiry, "pt"), enquiry.guestEmail, inbox);
}
