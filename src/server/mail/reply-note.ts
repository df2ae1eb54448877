import type { Language } from "../../lib/i18n/languages";
import { mailString } from "./mail-strings";

/**
 * The sentence of an acknowledgement that says where the conversation goes on (its `{{replyNote}}`).
 * With a lodge inbox, the acknowledgement's Reply-To is that inbox (mailToGuest), so the guest may
 * write back and is told the address. Without one, the message has no Reply-To and a reply would go to
 * the sender (MAIL_FROM, by default a no-reply address) that nobody is named to read: the note names
 * no address, and says only that the team's reply comes to the guest's own.
 */
export function replyNote(language: Language, inbox: string | undefined): string {
  return inbox ? mailString(language, "guest.replyReachesInbox", { inbox }) : mailString(language, "guest.replyComesHere", {});
}
