/** The staff area's calls for the lodge's inbox: what guests wrote, and the state staff give each. */
import type { ContactMessage } from "../../server/enquiries/contact-messages";
import type { Enquiry } from "../../server/enquiries/enquiries";
import type { InboxKind, InboxState } from "../../server/enquiries/inbox-states";
import { STAFF_ENDPOINTS, staffGet } from "./staff-session";

/** Longer than any name and address staff would type; a longer search is refused (by the server), not cut. */
export const INBOX_SEARCH_MAX_LENGTH = 100;

export type { InboxKind, InboxState };
export const INBOX_STATE_ORDER: readonly InboxState[] = ["waiting", "handled", "archived"];

type Names = { pt: string; en: string };
export type ListedEnquiry = Enquiry & { stayName: Names | null };
export type ListedMessage = ContactMessage & { topicName: Names | null };

/** Where a list's page sits: the cursors of the pages either side (null at either end), and how many match. */
export interface ListPages {
  older: string | null;
  newer: string | null;
  total: number;
}

/** Sendings a form's site-wide hourly ceiling refused lately: how many, since when (ms). */
export interface Flood {
  form: "enquiry" | "contact";
  refused: number;
  since: number;
}

export interface LodgeInbox {
  enquiries: ListedEnquiry[];
  messages: ListedMessage[];
  pages: { enquiries: ListPages; messages: ListPages };
  waiting: { enquiries: number; messages: number };
  /** Readers on the newsletter's list now (confirmed, not left). */
  subscribers: number;
  /** Readers who confirmed and left in the last `days`, after which a leaver's address is deleted. */
  formerSubscribers: { count: number; days: number };
  floods: Flood[];
}

/** What staff ask of the inbox: a state, a search, and the page of each list (a cursor the last answer gave). */
export interface InboxQuery {
  state?: InboxState;
  search?: string;
  enquiries?: string;
  messages?: string;
}

/** The query string of GET /api/enquiries for a query, empty parts left out. */
export function inboxQueryString(query: InboxQuery): string {
  const parameters = new URLSearchParams();
  if (query.state) parameters.set("state", query.state);
  if (query.search?.trim()) parameters.set("q", query.search.trim());
  if (query.enquiries) parameters.set("enquiries", query.enquiries);
  if (query.messages) parameters.set("messages", query.messages);
  const written = parameters.toString();
  return written ? `?${written}` : "";
}

const NO_PAGES: ListPages = { older: null, newer: null, total: 0 };

/** The inbox, or null when the session has lapsed; throws when the server cannot be reached or refuses the query. */
export async function fetchInbox(query: InboxQuery = {}, fetchImpl: typeof fetch = fetch): Promise<LodgeInbox | null> {
  const body = await staffGet<Partial<LodgeInbox>>(`${STAFF_ENDPOINTS.enquiries}${inboxQueryString(query)}`, fetchImpl);
  return (
    body && {
      enquiries: body.enquiries ?? [],
      messages: body.messages ?? [],
      pages: { enquiries: body.pages?.enquiries ?? NO_PAGES, messages: body.pages?.messages ?? NO_PAGES },
      waiting: body.waiting ?? { enquiries: 0, messages: 0 },
      subscribers: body.subscribers ?? 0,
      formerSubscribers: body.formerSubscribers ?? { count: 0, days: 0 },
      floods: body.floods ?? [],
    }
  );
}

/** Gives an entry a state: "changed", "signed-out", or "failed" (nothing changed). */
export async function setEntryState(
  csrfToken: string,
  entry: { kind: InboxKind; id: string; state: InboxState },
  fetchImpl: typeof fetch = fetch,
): Promise<"changed" | "signed-out" | "failed"> {
  try {
    const response = await fetchImpl(STAFF_ENDPOINTS.inboxState, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
      credentials: "same-origin",
      body: JSON.stringify(entry),
    });
    if (response.status === 401) return "signed-out";
    return response.ok ? "changed" : "failed";
  } catch {
    return "failed";
  }
}
