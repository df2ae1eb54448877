import { revealHidden } from "../../lib/forms/guest-text";
import type { Language } from "../../lib/i18n/languages";
import { mailToGuest, mailToLodge } from "../mail/compose";
import { replyNote } from "../mail/reply-note";
import { guestGreeting } from "../mail/unconfirmed-recipient";
import type { Mail } from "../mail/mailer";
import type { ContactMessage } from "./contact-messages";
import { topicNames } from "./contact-messages";
import { guestMailValues } from "./enquiry-mail";

const topicName = (message: ContactMessage, language: Language) => topicNames().get(message.topic)?.[language] ?? message.topic;

/**
 * The acknowledgement to the sender, in the language of the page they wrote from; a reply reaches
 * `inbox`, and the mail says so only when there is one (reply-note.ts). Its address is whatever the
 * form was given, so it carries nothing the sender wrote (unconfirmed-recipient.ts): the topic, chosen
 * from the lodge's list, and when the lodge answers.
 */
export function contactAcknowledgementMail(message: ContactMessage, inbox: string | undefined): Mail {
  const language = message.language;
  const values = { greeting: guestGreeting(message.guestName, language), topic: topicName(message, language), replyNote: replyNote(language, inbox) };
  return mailToGuest(language, { subject: "contact.ackSubject", body: "contact.ackBody" }, values, message.guestEmail, inbox);
}

/** The message for the lodge, in Portuguese, with all the sender wrote (hidden characters shown as markers, guest-text.ts); replying to it reaches the sender. None without an inbox. */
export function contactLodgeMail(message: ContactMessage, inbox: string | undefined): Mail | undefined {
  const values = { ...guestMailValues(message), topic: topicName(message, "pt"), message: revealHidden(message.message) };
  return mailToLodge({ subject: "contact.lodgeSubject", body: "contact.lodgeBody" }, values, message.guestEmail, inbox);
}
