import { randomUUID } from "node:crypto";
import type { Language } from "../../lib/i18n/languages";
import { contactStrings } from "../content/contact-strings";
import type { Queryable } from "../data/database";
import { searchKey } from "./inbox-search";
import { inboxState, type InboxState } from "./inbox-states";
import { submissionOfContent, type Submission } from "./enquiries";

const topicsIn = (language: Language): Readonly<Record<string, string>> =>
  contactStrings().getFixedT(language, "howToGetHere")("contactForm.topics", { returnObjects: true });

/**
 * The topics a contact message may have, by their name in each language: the keys of the form's
 * `topics` in content/locales (the Portuguese file is the list; the content check holds the English
 * one to the same keys), so an editor's new topic reaches the form, the server and the staff area alike.
 */
export function topicNames(): ReadonlyMap<string, Record<Language, string>> {
  const en = topicsIn("en");
  return new Map(Object.entries(topicsIn("pt")).map(([id, pt]) => [id, { pt, en: en[id] ?? pt }]));
}
export const topicChoices = (): ReadonlySet<string> => new Set(topicNames().keys());

export interface ContactMessage {
  id: string;
  topic: string;
  message: string;
  guestName: string;
  guestEmail: string;
  language: "pt" | "en";
  receivedAt: number;
  state: InboxState;
}

export type NewContactMessage = Omit<ContactMessage, "id" | "receivedAt" | "state">;

export async function storeContactMessage(db: Queryable, message: NewContactMessage, now = Date.now()): Promise<ContactMessage> {
  const stored: ContactMessage = { ...message, id: randomUUID(), receivedAt: now, state: "waiting" };
  await db.run(
    `INSERT INTO contact_messages (id, topic, message, guest_name, guest_email, language, received_at, state, search_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      stored.id,
      stored.topic,
      stored.message,
      stored.guestName,
      stored.guestEmail,
      stored.language,
      now,
      stored.state,
      searchKey(stored.guestName, stored.guestEmail),
    ],
  );
  return stored;
}

/** Which sending a message is (enquiries.ts says how a sending is recognised). */
export const contactSubmission = (key: string | undefined, message: NewContactMessage): Submission =>
  submissionOfContent(key, ["contact", message.topic, message.message, message.guestName, message.guestEmail.toLowerCase(), message.language]);

/** A message as stored in contact_messages (the staff's inbox pages through them with inbox-search.ts). */
export function contactMessageFromRow(row: Record<string, string | number>): ContactMessage {
  return {
    id: String(row["id"]),
    topic: String(row["topic"]),
    message: String(row["message"]),
    guestName: String(row["guest_name"]),
    guestEmail: String(row["guest_email"]),
    language: row["language"] === "en" ? "en" : "pt",
    receivedAt: Number(row["received_at"]),
    state: inboxState(row["state"]),
  };
}
