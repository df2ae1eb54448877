import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { contactMessageFromRow, topicNames } from "../server/enquiries/contact-messages";
import { enquiryFromRow } from "../server/enquiries/enquiries";
import { inboxPage, parseInboxQuery } from "../server/enquiries/inbox-search";
import { waitingCount } from "../server/enquiries/inbox-states";
import { stayNames } from "../server/enquiries/stays";
import { site } from "../server/content/site";
import { confirmedSubscriberCount, formerSubscriberCount } from "../server/newsletter/subscribers";
import { recentFloods } from "../server/spam/site-ceiling";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/enquiries: for signed-in staff, the lodge's inbox: a page of booking enquiries and one of
 * contact messages, each newest first, with when it arrived (`receivedAt`), the language of the page it
 * came from and its `state` (waiting, handled, archived; set through /api/inbox-state); for each list
 * its `pages` (`older` and `newer`: the cursors of the pages either side, or null; `total`: how many
 * match); how many of each wait (`waiting`, whatever the filter); how many readers are on the
 * newsletter's list (`subscribers`), and how many confirmed and left it within the `days` their
 * addresses are kept after leaving (`formerSubscribers`: { count, days }); and the sendings a form's hourly ceiling refused lately (`floods`:
 * { form, refused, since }). An enquiry carries `stayName` ({ pt, en }, or null when the guest had not
 * decided), a message `topicName`.
 *
 * Query (inbox-search.ts): `state` (one of the states), `q` (part of a guest's name or address, any
 * case and accents; at most INBOX_SEARCH_MAX_LENGTH characters), `enquiries` and `messages` (a cursor
 * the last answer gave, for that list's next page). 400 with { error } for any other parameter, a
 * repeated one or a value outside these; 401 when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function enquiries(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const parsed = parseInboxQuery(req.query as Record<string, unknown>);
  if ("error" in parsed) {
    res.status(400).json({ error: parsed.error, code: "query" });
    return;
  }
  const { query } = parsed;
  const db = await database();
  const [stays, topics] = [stayNames(), topicNames()];
  // Each with the name of the room or package asked for, in both languages (none for "undecided").
  const enquiryPage = await inboxPage(db, "enquiry", query, (row) => {
    const enquiry = enquiryFromRow(row);
    return { ...enquiry, stayName: stays.get(enquiry.stay) ?? null };
  });
  // A topic an editor has since removed is shown by its key.
  const messagePage = await inboxPage(db, "message", query, (row) => {
    const message = contactMessageFromRow(row);
    return { ...message, topicName: topics.get(message.topic) ?? null };
  });
  const pageOf = ({ older, newer, total }: { older: string | null; newer: string | null; total: number }) => ({ older, newer, total });
  res.status(200).json({
    enquiries: enquiryPage.entries,
    messages: messagePage.entries,
    pages: { enquiries: pageOf(enquiryPage), messages: pageOf(messagePage) },
    waiting: { enquiries: await waitingCount(db, "enquiry"), messages: await waitingCount(db, "message") },
    subscribers: await confirmedSubscriberCount(db),
    formerSubscribers: { count: await formerSubscriberCount(db), days: site().dataRetention.unsubscribedDays },
    floods: await recentFloods(db),
  });
}

export default apiHandler(enquiries);
