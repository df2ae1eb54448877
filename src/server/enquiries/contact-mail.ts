import { revealHidden } from "../../lib/forms/guest-text";
import type { Language } from "../../lib/i18n/languages";
import { mailToGuest, mailToLodge, type MailValues } from "../mail/compose";
import type { Mail } from "../mail/mailer";
import type { ContactMessage } from "./contact-messages";
import { TOPIC_NAMES } from "./contact-messages";
import { guestMailValues } from "./enquiry-mail";

/** The mail's values; what the guest wrote with its hidden characters shown as markers (guest-text.ts). */
function values(message: ContactMessage, language: Language): MailValues {
  return {
    ...guestMailValues(message),
    topic: TOPIC_NAMES.get(message.topic)?.[language] ?? message.topic,
    message: revealHidden(message.message),
  };
}

/** The acknowledgement to the sender, in the language of the page they wrote from; a reply reaches `inbox`. */
export function contactAcknowledgementMail(message: ContactMessage, inbox: string | undefined): Mail {
  return mailToGuest(
    message.language,
    { subject: "contact.ackSubject", body: "contact.ackBody" },
    values(message, message.language),
    message.guestEmail,
    inbox,
  );
}

/** The message for the lodge, in Portuguese; replying to it reaches the sender. None without an inbox. */
export function contactLodgeMail(message: ContactMessage, inbox: string | undefined): Mail | undefined {
  return mailToLodge({ subject: "contact.lodgeSubject", body: "contact.lodgeBody" }, values(message, "pt"), message.guestEmail, inbox);
}
