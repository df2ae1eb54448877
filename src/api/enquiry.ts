import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { lodgeToday, validateEnquiry, type EnquiryErrors, type EnquiryResult, type EnquiryValues } from "../lib/forms/enquiry";
import { enquiryFieldWording } from "../lib/forms/field-wording";
import { FORM_ENDPOINTS } from "../lib/forms/endpoints";
import { database } from "../server/data/open-database";
import { crossSiteProblem } from "../server/auth/request-checks";
import { formFields, localPath, refuseMethod } from "../server/auth/staff-requests";
import { formAnswer, keptForm, overCeiling, overLimit, pageLanguage } from "../server/http/public-form";
import { acknowledgementMail, lodgeMail } from "../server/enquiries/enquiry-mail";
import { deliverToLodge } from "../server/enquiries/lodge-delivery";
import { earlierSending, storeEnquiryOnce, submissionOf, type NewEnquiry } from "../server/enquiries/enquiries";
import { isSubmissionKey, SUBMISSION_FIELD } from "../lib/forms/submission-key";
import { stayChoices } from "../server/enquiries/stays";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/enquiry: a booking enquiry, from a form (urlencoded) or a script (JSON). Fields: checkIn,
 * checkOut (YYYY-MM-DD), adults, children, stay (`room:<id>`, `package:<id>` or `undecided`), message,
 * name, email, phone; `from` (the form's page, whose language the acknowledgement speaks), `website`
 * (a field people never see) and `submission` (the key the page's script made for this sending). Stored
 * first, then e-mailed to the lodge (LODGE_INBOX, replying reaches the guest) and acknowledged to the
 * guest, unless that address has had its share of mail today (MAILS_PER_RECIPIENT: the answer is the
 * same); a mail that fails is logged, and the enquiry waits in the staff area all the same. The same
 * sending again (the same key and content, or without a key the same content within minutes) is
 * answered as the first was, and neither stored nor mailed again. Answers 202 { code: "sent" }; errors
 * with a `code`: fields (400, with `fields`), crossSite (403), tooMany (429, this address), busy (429, the
 * site-wide hourly ceiling: site-ceiling.ts). A form post without
 * script gets a 303 back to `from` when sent, and when refused its page again with everything typed
 * and each refusal beside its field (formAnswer).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "8kb", extended: false }, json: { limit: "8kb" } },
};
export { functionConfig as "config" };

export const ENQUIRIES_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 };

const FIELDS: ReadonlyArray<keyof EnquiryValues> = ["checkIn", "checkOut", "adults", "children", "stay", "message", "name", "email", "phone"];

async function enquiry(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const fields = formFields(req.body) ?? {};
  const from = localPath(fields["from"], "/pt/");
  const values = Object.fromEntries(FIELDS.map((field) => [field, fields[field] ?? ""])) as unknown as EnquiryValues;
  let problems: EnquiryErrors = {};
  const answer = formAnswer<EnquiryResult>(
    req,
    res,
    "enquiry",
    () => from,
    () => keptForm(FORM_ENDPOINTS.enquiry, values, problems, enquiryFieldWording),
  );

  const crossSite = crossSiteProblem(req);
  if (crossSite) return answer(403, "crossSite", crossSite);
  if ((fields["website"] ?? "") !== "") return answer(202, "sent", "");
  problems = validateEnquiry(values, stayChoices(), lodgeToday());
  if (Object.keys(problems).length > 0) return answer(400, "fields", "some fields are missing or invalid", { fields: problems });

  const enquiry: NewEnquiry = {
    checkIn: values.checkIn.trim(),
    checkOut: values.checkOut.trim(),
    adults: Number(values.adults),
    children: Number(values.children || 0),
    stay: values.stay,
    message: values.message.trim(),
    guestName: values.name.trim(),
    guestEmail: values.email.trim(),
    guestPhone: values.phone.trim(),
    language: pageLanguage(from),
  };
  const key = fields[SUBMISSION_FIELD];
  const submission = submissionOf(isSubmissionKey(key) ? key : undefined, enquiry);

  const db = await database();
  // A sending already stored is answered as it was then, before the limit counts it again.
  if (await earlierSending(db, submission)) return answer(202, "sent", "");
  if (await overLimit(db, req, res, "enquiry", ENQUIRIES_PER_ADDRESS, answer)) return;
  // A flood from many addresses, each inside its own limit, meets the site's ceiling for this form.
  if (await overCeiling(db, res, "enquiry", answer)) return;
  const outcome = await storeEnquiryOnce(db, submission, enquiry);
  if (!("stored" in outcome)) return answer(202, "sent", "");
  const { stored } = outcome;
  await deliverToLodge(
    db,
    "enquiry",
    stored.guestEmail,
    (inbox) => acknowledgementMail(stored, inbox),
    (inbox) => lodgeMail(stored, inbox),
  );
  await answer(202, "sent", "");
}

export default apiHandler(enquiry);
