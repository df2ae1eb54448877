/** The staff area's calls for the lodge's inbox: what guests wrote, and the state staff give each. */
import type { ContactMessage } from "../../server/enquiries/contact-messages";
import type { Enquiry } from "../../server/enquiries/enquiries";
import type { InboxKind, InboxState } from "../../server/enquiries/inbox-states";
import { STAFF_ENDPOINTS, staffGet } from "./staff-session";

export type { InboxKind, InboxState };
export const INBOX_STATE_ORDER: readonly InboxState[] = ["waiting", "handled", "archived"];

type Names = { pt: string; en: string };
export type ListedEnquiry = Enquiry & { stayName: Names | null };
export type ListedMessage = ContactMessage & { topicName: Names | null };

export interface LodgeInbox {
  enquiries: ListedEnquiry[];
  messages: ListedMessage[];
  waiting: { enquiries: number; messages: number };
  subscribers: number;
}

/** The inbox, or null when the session has lapsed; throws when the server cannot be reached. */
export async function fetchInbox(fetchImpl: typeof fetch = fetch): Promise<LodgeInbox | null> {
  const body = await staffGet<Partial<LodgeInbox>>(STAFF_ENDPOINTS.enquiries, fetchImpl);
  return (
    body && {
      enquiries: body.enquiries ?? [],
      messages: body.messages ?? [],
      waiting: body.waiting ?? { enquiries: 0, messages: 0 },
      subscribers: body.subscribers ?? 0,
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
