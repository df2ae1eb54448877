import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { sessionSecret } from "../server/auth/sessions";
import { refuseMethod, wantsJson } from "../server/auth/staff-requests";
import { lodgeInbox } from "../server/mail/mail-addresses";
import { sendMail } from "../server/mail/mailer";
import { linkKey, verifyLink } from "../server/newsletter/links";
import { welcomeMail } from "../server/newsletter/newsletter-mail";
import { newsletterResultPath } from "../server/newsletter/result-path";
import { confirmSignUp, subscriberLanguage } from "../server/newsletter/subscribers";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET /api/newsletter-confirm?token=…: the link of the confirmation message. Confirms once, then sends
 * the welcome message (with the unsubscribe link). A forged, altered, replaced or already used link
 * confirms nothing. Answers with a 303 to the newsletter result in the subscriber's language, or JSON
 * { code } when asked: confirmed, already (200), invalid (400).
 */
const functionConfig: GatsbyFunctionConfig = { bodyParser: {} };
export { functionConfig as "config" };

async function newsletterConfirm(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "GET")) return;
  const db = await database();
  const key = linkKey(await sessionSecret(db));
  const claims = verifyLink(key, req.query["token"]);
  const result = claims?.purpose === "confirm" && claims.nonce ? await confirmSignUp(db, claims.email, claims.nonce) : "invalid";
  const language = (claims && (await subscriberLanguage(db, claims.email))) ?? "pt";
  if (result === "confirmed" && claims) {
    await sendMail(welcomeMail(key, claims.email, language, lodgeInbox())).catch((error: unknown) =>
      console.error("newsletter: the welcome could not be sent:", error),
    );
  }
  if (wantsJson(req)) res.status(result === "invalid" ? 400 : 200).json({ code: result });
  else res.redirect(303, newsletterResultPath(language, result));
}

export default apiHandler(newsletterConfirm);
