import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { refuseMethod, staffOnly } from "../server/auth/staff-requests";
import { latestContactMessages, TOPIC_NAMES } from "../server/enquiries/contact-messages";
import { latestEnquiries } from "../server/enquiries/enquiries";
import { waitingCount } from "../server/enquiries/inbox-states";
import { STAY_NAMES } from "../server/enquiries/stays";
import { confirmedSubscriberCount } from "../server/newsletter/subscribers";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/enquiries: for signed-in staff, the lodge's inbox: the latest booking enquiries and contact
 * messages, each newest first, with when it arrived (`receivedAt`), the language of the page it came
 * from and its `state` (waiting, handled, archived; set through /api/inbox-state); how many of each
 * wait (`waiting`); and how many readers are on the newsletter's list (`subscribers`). An enquiry
 * carries `stayName` ({ pt, en }, or null when the guest had not decided), a message `topicName`.
 * 401 when signed out.
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function enquiries(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  if (!(await staffOnly(req, res, null))) return;
  const db = await database();
  // Each with the name of the room or package asked for, in both languages (none for "undecided").
  const enquiries = (await latestEnquiries(db)).map((enquiry) => ({ ...enquiry, stayName: STAY_NAMES.get(enquiry.stay) ?? null }));
  // A topic an editor has since removed is shown by its key.
  const messages = (await latestContactMessages(db)).map((message) => ({ ...message, topicName: TOPIC_NAMES.get(message.topic) ?? null }));
  const waiting = { enquiries: await waitingCount(db, "enquiry"), messages: await waitingCount(db, "message") };
  res.status(200).json({ enquiries, messages, waiting, subscribers: await confirmedSubscriberCount(db) });
}

export default apiHandler(enquiries);
