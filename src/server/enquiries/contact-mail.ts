import { revealHidden } from "../../lib/forms/guest-text";
import type { Mail } from "../mail/mailer";
import { mailText } from "../mail/mail-strings";
import type { ContactMessage } from "./contact-messages";
import { TOPIC_NAMES } from "./contact-messages";
import { guestMailValues } from "./enquiry-mail";

/** The mail's values; what the guest wrote with its hidden characters shown as markers (guest-text.ts). */
function values(message: ContactMessage, language: "pt" | "en"): Record<string, string> {
  return {
    ...guestMailValues(message, language),
    topic: TOPIC_NAMES.get(message.topic)?.[language] ?? message.topic,
    message: revealHidden(message.message),
  };
}

/** The acknowledgement to the sender, in the language of the page they wrote from. */
export function contactAcknowledgementMail(message: ContactMessage): Mail {
  const t = mailText(message.language);
  const all = values(message, message.language);
  return { to: message.guestEmail, language: message.language, subject: t("mail:contact.ackSubject", all), text: t("mail:contact.ackBody", all) };
}

/** The message for the lodge, in Portuguese; replying to it reaches the sender. */
export function contactLodgeMail(message: ContactMessage, inbox: string): Mail {
  const t = mailText("pt");
  const all = values(message, "pt");
  return { to: inbox, replyTo: message.guestEmail, language: "pt", subject: t("mail:contact.lodgeSubject", all), text: t("mail:contact.lodgeBody", all) };
}
