import { createHash, randomUUID } from "node:crypto";
import type { Database, Queryable } from "../data/database";
import { searchKey } from "./inbox-search";
import { inboxState, type InboxState } from "./inbox-states";

export interface Enquiry {
  id: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  stay: string;
  message: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  language: "pt" | "en";
  receivedAt: number;
  /** What staff have done with it (inbox-states.ts). */
  state: InboxState;
}

export async function storeEnquiry(db: Queryable, enquiry: NewEnquiry, now = Date.now()): Promise<Enquiry> {
  const stored: Enquiry = { ...enquiry, id: randomUUID(), receivedAt: now, state: "waiting" };
  await db.run(
    `INSERT INTO booking_enquiries (id, check_in, check_out, adults, children, stay, message, guest_name, guest_email, guest_phone, language, received_at, search_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      stored.id,
      stored.checkIn,
      stored.checkOut,
      stored.adults,
      stored.children,
      stored.stay,
      stored.message,
      stored.guestName,
      stored.guestEmail,
      stored.guestPhone,
      stored.language,
      now,
      searchKey(stored.guestName, stored.guestEmail),
    ],
  );
  return stored;
}

export type NewEnquiry = Omit<Enquiry, "id" | "receivedAt" | "state">;

/**
 * A page without script sends no key: the same enquiry again within this time is taken for the same
 * sending (the guest sent again because the answer never came), later for a new one. Two guests do
 * not write the same dates, names, address and message.
 */
export const SAME_CONTENT_WINDOW_MS = 15 * 60_000;

/** Which sending an enquiry is: its form's key and its content, or its content alone. */
export interface Submission {
  id: string;
  /** A second sending within this time is the same one (records are deleted by retention.ts). */
  windowMs: number;
}

export function submissionOf(key: string | undefined, enquiry: NewEnquiry): Submission {
  return submissionOfContent(key, [
    enquiry.checkIn,
    enquiry.checkOut,
    enquiry.adults,
    enquiry.children,
    enquiry.stay,
    enquiry.message,
    enquiry.guestName,
    enquiry.guestEmail.toLowerCase(),
    enquiry.guestPhone,
    enquiry.language,
  ]);
}

/**
 * The sending of any visitor's form that writes to the lodge, by its key and what it holds. Each form
 * gives its values in its own order and number (the contact form's start with "contact"), so two
 * forms' sendings never take each other's identity.
 */
export function submissionOfContent(key: string | undefined, values: ReadonlyArray<string | number>): Submission {
  const content = JSON.stringify(values);
  // With a key, the content is part of the identity too: a form that kept its key by mistake and
  // sends a different enquiry is not silenced.
  const hash = createHash("sha256")
    .update(key ? `key\n${key}\n${content}` : `content\n${content}`)
    .digest("base64url");
  return key ? { id: `key:${hash}`, windowMs: Number.POSITIVE_INFINITY } : { id: `content:${hash}`, windowMs: SAME_CONTENT_WINDOW_MS };
}

/** The enquiry a sending already stored, if it is still within its window. */
export async function earlierSending(db: Queryable, submission: Submission, now = Date.now()): Promise<string | null> {
  const [row] = await db.query<{ enquiry_id: string; received_at: number }>("SELECT enquiry_id, received_at FROM enquiry_submissions WHERE submission = $1", [
    submission.id,
  ]);
  return row && now - Number(row.received_at) < submission.windowMs ? row.enquiry_id : null;
}

/**
 * Stores the enquiry unless this sending was stored already: the check and the insert are one
 * transaction, so two sendings at once (a double click) store one row between them.
 */
export function storeEnquiryOnce(
  db: Database,
  submission: Submission,
  enquiry: NewEnquiry,
  now = Date.now(),
): Promise<{ stored: Enquiry } | { earlier: string }> {
  return storeOnce(db, submission, (tx) => storeEnquiry(tx, enquiry, now), now);
}

/** Runs `store` unless this sending was stored already, recording the sending in the same transaction. */
export async function storeOnce<Stored extends { id: string }>(
  db: Database,
  submission: Submission,
  store: (tx: Queryable) => Promise<Stored>,
  now = Date.now(),
): Promise<{ stored: Stored } | { earlier: string }> {
  return db.transaction(async (tx) => {
    const earlier = await earlierSending(tx, submission, now);
    if (earlier) return { earlier };
    const stored = await store(tx);
    await tx.run(
      `INSERT INTO enquiry_submissions (submission, enquiry_id, received_at) VALUES ($1, $2, $3)
       ON CONFLICT (submission) DO UPDATE SET enquiry_id = excluded.enquiry_id, received_at = excluded.received_at`,
      [submission.id, stored.id, now],
    );
    return { stored };
  });
}

/** The latest enquiries, newest first (the staff's inbox pages through them with inbox-search.ts). */
export async function latestEnquiries(db: Queryable, limit = 200): Promise<Enquiry[]> {
  const rows = await db.query<Record<string, string | number>>("SELECT * FROM booking_enquiries ORDER BY received_at DESC LIMIT $1", [limit]);
  return rows.map(enquiryFromRow);
}

/** An enquiry as stored in booking_enquiries. */
export function enquiryFromRow(row: Record<string, string | number>): Enquiry {
  return {
    id: String(row["id"]),
    checkIn: String(row["check_in"]),
    checkOut: String(row["check_out"]),
    adults: Number(row["adults"]),
    children: Number(row["children"]),
    stay: String(row["stay"]),
    message: String(row["message"]),
    guestName: String(row["guest_name"]),
    guestEmail: String(row["guest_email"]),
    guestPhone: String(row["guest_phone"]),
    language: row["language"] === "en" ? "en" : "pt",
    receivedAt: Number(row["received_at"]),
    state: inboxState(row["state"]),
  };
}
