import { createHash } from "node:crypto";
import type { Database } from "../data/database";
import { takeRequest, type RateLimit } from "./rate-limit";

/**
 * Mail a visitor can have sent to an address they type (a newsletter confirmation, an enquiry's
 * acknowledgement), counted per recipient, whoever asks: the per-address limits count senders, and
 * many senders (or one with many addresses) could otherwise fill a stranger's inbox. Five a day,
 * shared by every kind: a guest who asks about three stays and signs up twice still gets every mail,
 * while a flood gets at most five a day into anyone's inbox. The windows are fixed, so at most twice
 * that can arrive around a window's turn.
 */
export const MAILS_PER_RECIPIENT: RateLimit = { limit: 5, windowMs: 24 * 60 * 60_000 };

/**
 * Domains that reach the same inboxes as another, by their provider's documentation: Google delivers
 * `googlemail.com` to the `gmail.com` account of the same name.
 */
const SAME_INBOXES: ReadonlyMap<string, string> = new Map([["googlemail.com", "gmail.com"]]);

/** Providers that ignore the dots of an address's local part (Gmail's "dots don't matter"). */
const DOTS_IGNORED = new Set(["gmail.com"]);

/**
 * The inbox an address reaches, as one key: without case, without a `+tag` (sub-addressing, which
 * most providers deliver to the same inbox), without dots where the provider ignores them, under the
 * one domain of those that share inboxes. Hashed, so
 * the rate-limit table holds no address.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const written = lower.slice(at + 1).replace(/\.$/, "");
  const domain = SAME_INBOXES.get(written) ?? written;
  let local = lower.slice(0, at).split("+")[0] ?? "";
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, "");
  return `mail-to:${createHash("sha256").update(`${local}@${domain}`).digest("hex")}`;
}

/**
 * Counts one message to this recipient; false when the recipient has had its share and the message
 * must not be sent. The visitor's answer does not change either way (the caller says "sent"), so
 * the form tells no one whether an address was asked for before.
 */
export async function takeRecipientMail(db: Database, address: string, now = Date.now()): Promise<boolean> {
  const verdict = await db.transaction((tx) => takeRequest(tx, recipientKey(address), MAILS_PER_RECIPIENT, now));
  return verdict.allowed;
}
