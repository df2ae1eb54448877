import type { Queryable } from "../data/database";

/**
 * What staff have done with what guests wrote to the lodge (a booking enquiry, a contact message):
 * it waits for an answer, it has been handled, or it is archived (kept, out of the way).
 */
export const INBOX_STATES = ["waiting", "handled", "archived"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const isInboxState = (value: unknown): value is InboxState => typeof value === "string" && (INBOX_STATES as readonly string[]).includes(value);

/** A stored state as the type; a value no code writes reads as waiting, so nothing is lost from sight. */
export const inboxState = (value: unknown): InboxState => (isInboxState(value) ? value : "waiting");

/** The two kinds of the inbox and their tables: the only table names these queries ever take. */
export const INBOX_TABLES = { enquiry: "booking_enquiries", message: "contact_messages" } as const;
export type InboxKind = keyof typeof INBOX_TABLES;

export const isInboxKind = (value: unknown): value is InboxKind => typeof value === "string" && Object.hasOwn(INBOX_TABLES, value);

/** Sets the state of one entry; false when there is no such entry. */
export async function setInboxState(db: Queryable, kind: InboxKind, id: string, state: InboxState): Promise<boolean> {
  return (await db.run(`UPDATE ${INBOX_TABLES[kind]} SET state = $1 WHERE id = $2`, [state, id])) > 0;
}

/** How many entries of a kind wait for an answer. */
export async function waitingCount(db: Queryable, kind: InboxKind): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${INBOX_TABLES[kind]} WHERE state = 'waiting'`);
  return Number(row?.n ?? 0);
}
