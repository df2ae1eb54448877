import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../data/database";
import { nonceHash } from "./links";
import { csvCell } from "../../lib/format/csv";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  email: string;
  language: "pt" | "en";
  status: SubscriberStatus;
  consentedAt: number;
  confirmedAt: number | null;
}

/** Addresses are kept as typed but compared without case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Records a sign-up as pending with a new one-time nonce for its confirmation link (the previous link,
 * if any, stops working). An address already confirmed is left as it is: the answer to the visitor is
 * the same either way, so the form does not tell who is subscribed.
 */
export async function recordSignUp(
  db: Database,
  email: string,
  language: "pt" | "en",
  now = Date.now(),
): Promise<{ nonce: string } | { alreadyConfirmed: true }> {
  const address = normalizeEmail(email);
  const nonce = randomBytes(18).toString("base64url");
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: SubscriberStatus }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [address]);
    if (row?.status === "confirmed") return { alreadyConfirmed: true as const };
    await tx.run(
      `INSERT INTO newsletter_subscribers (email, language, status, nonce_hash, consented_at, confirmed_at, unsubscribed_at)
       VALUES ($1, $2, 'pending', $3, $4, NULL, NULL)
       ON CONFLICT (email) DO UPDATE SET language = excluded.language, status = 'pending', nonce_hash = excluded.nonce_hash,
         consented_at = excluded.consented_at, unsubscribed_at = NULL`,
      [address, language, nonceHash(nonce), now],
    );
    return { nonce };
  });
}

export type ConfirmResult = "confirmed" | "already" | "invalid";

/** Confirms with the link's nonce, once; a used, replaced or unknown nonce confirms nothing. */
export async function confirmSignUp(db: Queryable, email: string, nonce: string, now = Date.now()): Promise<ConfirmResult> {
  const address = normalizeEmail(email);
  const changed = await db.run(
    "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = $3, nonce_hash = NULL WHERE email = $1 AND status = 'pending' AND nonce_hash = $2",
    [address, nonceHash(nonce), now],
  );
  if (changed === 1) return "confirmed";
  const [row] = await db.query<{ status: SubscriberStatus }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [address]);
  return row?.status === "confirmed" ? "already" : "invalid";
}

/** Takes the address off the list; true when it was on it (pending or confirmed). */
export async function unsubscribe(db: Queryable, email: string, now = Date.now()): Promise<boolean> {
  const changed = await db.run(
    "UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = $2, nonce_hash = NULL WHERE email = $1 AND status <> 'unsubscribed'",
    [normalizeEmail(email), now],
  );
  return changed === 1;
}

export async function subscriberLanguage(db: Queryable, email: string): Promise<"pt" | "en" | null> {
  const [row] = await db.query<{ language: "pt" | "en" }>("SELECT language FROM newsletter_subscribers WHERE email = $1", [normalizeEmail(email)]);
  return row?.language ?? null;
}

/** How many addresses are on the list (confirmed and not left). */
export async function confirmedSubscriberCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE status = 'confirmed'");
  return Number(row?.n ?? 0);
}

/**
 * How many addresses confirmed and have since left the list. An address that left is deleted after
 * site.json's unsubscribedDays (retention.ts), so this counts those who left within that time.
 */
export async function formerSubscriberCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE status = 'unsubscribed' AND confirmed_at IS NOT NULL",
  );
  return Number(row?.n ?? 0);
}

export async function confirmedSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.query<{ email: string; language: "pt" | "en"; status: SubscriberStatus; consented_at: number; confirmed_at: number | null }>(
    "SELECT email, language, status, consented_at, confirmed_at FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, email",
  );
  return rows.map((row) => ({
    email: row.email,
    language: row.language,
    status: row.status,
    consentedAt: Number(row.consented_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  }));
}

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const lines = subscribers.map((row) =>
    [row.email, row.language, new Date(row.consentedAt).toISOString(), row.confirmedAt ? new Date(row.confirmedAt).toISOString() : ""].map(csvCell).join(","),
  );
  return `${["email", "language", "consented_at", "confirmed_at"].map(csvCell).join(",")}\r\n${lines.map((line) => `${line}\r\n`).join("")}`;
}
