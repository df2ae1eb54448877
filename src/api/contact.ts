import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactResult, type ContactValues } from "../lib/forms/contact";
import { FORM_ENDPOINTS } from "../lib/forms/endpoints";
import { contactFieldWording } from "../lib/forms/field-wording";
import { isSubmissionKey, SUBMISSION_FIELD } from "../lib/forms/submission-key";
import { crossSiteProblem } from "../server/auth/request-checks";
import { formFields, localPath, refuseMethod } from "../server/auth/staff-requests";
import { database } from "../server/data/open-database";
import { contactAcknowledgementMail, contactLodgeMail } from "../server/enquiries/contact-mail";
import { contactSubmission, storeContactMessage, topicChoices, type NewContactMessage } from "../server/enquiries/contact-messages";
import { earlierSending, storeOnce } from "../server/enquiries/enquiries";
import { deliverToLodge } from "../server/enquiries/lodge-delivery";
import { apiHandler } from "../server/http/api-headers";
import { formAnswer, keptForm, overCeiling, overLimit, pageLanguage } from "../server/http/public-form";

/**
 * POST /api/contact: a message to the lodge from the contact section of How to get here, from a form
 * (urlencoded) or a script (JSON). Fields: topic (a key of the form's topics in content/locales),
 * message, name, email; `from`, `website` and `submission` as the booking enquiry's (enquiry.ts), whose
 * protections it shares: origin check, the hidden field, a limit per address and one per recipient,
 * one sending stored once. Stored, then e-mailed to the lodge (replying reaches the sender) and
 * acknowledged to the sender. Answers 202 { code: "sent" }; errors with a `code`: fields (400, with
 * `fields`), crossSite (403), tooMany (429, this address), busy (429, the
 * site-wide hourly ceiling: site-ceiling.ts). A form post without script gets a 303 back to `from` at its
 * result, and when refused its page again with everything typed and each refusal beside its field
 * (formAnswer), as every visitor's form.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "8kb", extended: false }, json: { limit: "8kb" } },
};
export { functionConfig as "config" };

export const MESSAGES_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 };

async function contact(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const fields = formFields(req.body) ?? {};
  const from = localPath(fields["from"], "/pt/");
  const language = pageLanguage(from);
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ""])) as unknown as ContactValues;
  let problems: ContactErrors = {};
  const answer = formAnswer<ContactResult>(
    req,
    res,
    "contact",
    () => from,
    () => keptForm(FORM_ENDPOINTS.contact, values, problems, contactFieldWording),
  );

  const crossSite = crossSiteProblem(req);
  if (crossSite) return answer(403, "crossSite", crossSite);
  if ((fields["website"] ?? "") !== "") return answer(202, "sent", "");
  problems = validateContact(values, topicChoices());
  if (Object.keys(problems).length > 0) return answer(400, "fields", "some fields are missing or invalid", { fields: problems });

  const message: NewContactMessage = {
    topic: values.topic,
    message: values.message.trim(),
    guestName: values.name.trim(),
    guestEmail: values.email.trim(),
    language,
  };
  const key = fields[SUBMISSION_FIELD];
  const submission = contactSubmission(isSubmissionKey(key) ? key : undefined, message);

  const db = await database();
  // A sending already stored is answered as it was then, before the limit counts it again.
  if (await earlierSending(db, submission)) return answer(202, "sent", "");
  if (await overLimit(db, req, res, "contact", MESSAGES_PER_ADDRESS, answer)) return;
  // A flood from many addresses, each inside its own limit, meets the site's ceiling for this form.
  if (await overCeiling(db, res, "contact", answer)) return;
  const outcome = await storeOnce(db, submission, (tx) => storeContactMessage(tx, message));
  if (!("stored" in outcome)) return answer(202, "sent", "");
  const { stored } = outcome;
  await deliverToLodge(
    db,
    "contact",
    stored.guestEmail,
    (inbox) => contactAcknowledgementMail(stored, inbox),
    (inbox) => contactLodgeMail(stored, inbox),
  );
  answer(202, "sent", "");
}

export default apiHandler(contact);
