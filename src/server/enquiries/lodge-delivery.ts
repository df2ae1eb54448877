import type { Database } from "../data/database";
import { sendMail, type Mail } from "../mail/mailer";
import { takeRecipientMail } from "../spam/recipient-limit";
import { lodgeInbox } from "../mail/mail-addresses";

/**
 * The mail of something a guest wrote to the lodge (an enquiry, a contact message), once stored: the
 * acknowledgement to the guest, unless that address has had its share of mail today (the answer to
 * the visitor is the same either way), and the copy for the lodge's inbox when one is set. A mail
 * that fails is logged: what was written waits in the staff area all the same.
 */
export async function deliverToLodge(
  db: Database,
  what: string,
  guestEmail: string,
  acknowledgement: (inbox: string | undefined) => Mail,
  forLodge: (inbox: string | undefined) => Mail | undefined,
): Promise<void> {
  const inbox = lodgeInbox();
  const acknowledge = await takeRecipientMail(db, guestEmail);
  if (!acknowledge) console.warn(`${what}: the guest's address has had its share of mail today; no acknowledgement sent`);
  const toLodge = forLodge(inbox);
  if (!toLodge) console.warn(`${what}: no LODGE_INBOX (nor site.json email) is set, so it is only in the staff area`);
  const mails = [...(acknowledge ? [acknowledgement(inbox)] : []), ...(toLodge ? [toLodge] : [])];
  const sent = await Promise.allSettled(mails.map((mail) => sendMail(mail)));
  for (const result of sent) if (result.status === "rejected") console.error(`${what}: a message could not be sent:`, result.reason);
}
