import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { FORM_ENDPOINTS } from "../lib/forms/endpoints";
import { signUpFieldWording } from "../lib/forms/field-wording";
import { validateSignUp, type SignUpErrors, type SignUpResult } from "../lib/forms/newsletter";
import { database } from "../server/data/open-database";
import { crossSiteProblem } from "../server/auth/request-checks";
import { sessionSecret } from "../server/auth/sessions";
import { formFields, localPath, refuseMethod } from "../server/auth/staff-requests";
import { CONSENTED, formAnswer, keptForm, overLimit, pageLanguage } from "../server/http/public-form";
import { lodgeInbox } from "../server/mail/mail-addresses";
import { sendMail } from "../server/mail/mailer";
import { linkKey } from "../server/newsletter/links";
import { confirmationMail } from "../server/newsletter/newsletter-mail";
import { newsletterOffered } from "../server/newsletter/result-path";
import { normalizeEmail, recordSignUp } from "../server/newsletter/subscribers";
import { takeRecipientMail } from "../server/spam/recipient-limit";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/newsletter: a sign-up, from a form (urlencoded) or a script (JSON). Fields: email,
 * consent, `from` (the form's page, whose language the mails speak) and `website` (a field people never
 * see: whoever fills it is a robot, told "sent" and ignored). Double opt-in: nothing is sent to the
 * address but the confirmation message until its link is opened. Answers 202 { code: "sent" } whether
 * or not the address was already on the list, so the form tells no one who is; the same when the
 * address has had its share of mail today (MAILS_PER_RECIPIENT), when nothing is sent or changed, so
 * the link it was sent earlier still works. Errors carry a `code`:
 * fields (400), crossSite (403), tooMany (429), failed (503). A form post without script gets a 303 back
 * to `from` with `?newsletter=<code>` when sent, and when refused its page again with what was typed
 * and each refusal beside its field (formAnswer). With the newsletter switched off in site.json there is nothing
 * to sign up to: 404.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "2kb", extended: false }, json: { limit: "2kb" } },
};
export { functionConfig as "config" };

/** Per address: a family signing up, not a list being fed in. */
export const SIGN_UPS_PER_ADDRESS = { limit: 5, windowMs: 10 * 60_000 };

async function newsletter(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  if (!newsletterOffered()) {
    res.status(404).json({ error: "the newsletter is switched off (site.json featureFlags.enableNewsletter)" });
    return;
  }
  const fields = formFields(req.body) ?? {};
  const from = localPath(fields["from"], "/pt/");
  const email = fields["email"] ?? "";
  const consent = fields["consent"] ?? "";
  let problems: SignUpErrors = {};
  const answer = formAnswer<SignUpResult>(
    req,
    res,
    "newsletter",
    () => from,
    () => keptForm(FORM_ENDPOINTS.newsletter, { email, consent }, problems, signUpFieldWording),
  );

  const crossSite = crossSiteProblem(req);
  if (crossSite) return answer(403, "crossSite", crossSite);
  if ((fields["website"] ?? "") !== "") return answer(202, "sent", "");
  problems = validateSignUp({ email, consent: CONSENTED.has(consent) });
  if (Object.keys(problems).length > 0) return answer(400, "fields", "a valid e-mail and consent are required", { fields: problems });

  const db = await database();
  if (await overLimit(db, req, res, "newsletter", SIGN_UPS_PER_ADDRESS, answer)) return;
  const language = pageLanguage(from);
  const address = normalizeEmail(email);
  if (!(await takeRecipientMail(db, address))) {
    console.warn("newsletter: a sign-up for an address that has had its share of mail today; nothing sent");
    return answer(202, "sent", "");
  }
  const recorded = await recordSignUp(db, address, language);
  if ("nonce" in recorded) {
    try {
      await sendMail(confirmationMail(linkKey(await sessionSecret(db)), address, language, recorded.nonce, lodgeInbox()));
    } catch (error) {
      console.error("newsletter: the confirmation could not be sent:", error);
      return answer(503, "failed", "the confirmation message could not be sent: try again later");
    }
  }
  await answer(202, "sent", "");
}

export default apiHandler(newsletter);
