import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { sessionSecret } from "../server/auth/sessions";
import { formFields, wantsJson } from "../server/auth/staff-requests";
import { LEAVE_FORM } from "../lib/forms/newsletter";
import { FORM_ANSWER_CONTENT_SECURITY_POLICY } from "../lib/http/response-headers";
import { builtPage } from "../server/http/public-form";
import { leavePage } from "../server/newsletter/leave-page";
import { linkKey, verifyLink } from "../server/newsletter/links";
import { newsletterPagePath, newsletterResultPath } from "../server/newsletter/result-path";
import { subscriberLanguage, unsubscribe } from "../server/newsletter/subscribers";
import { apiHandler } from "../server/http/api-headers";
import type { Language } from "../lib/i18n/languages";

/**
 * GET or POST /api/newsletter-unsubscribe?token=…: the unsubscribe link of every newsletter message,
 * and its List-Unsubscribe address. Opening the link (GET) changes nothing, since mail scanners and
 * link previews open links too: it answers the newsletter page asking whether to leave the list, whose
 * form posts back with the token (leave-page.ts). A host without the built pages beside its functions
 * (Netlify) has no such page to answer with, and there the link unsubscribes at once, as it did before.
 * POST unsubscribes: the page's form (`answer=page`, answered with a 303 to the result in the
 * subscriber's language) and the one-click unsubscribe mail programs send (RFC 8058): no cookie, no
 * origin of ours, a body `List-Unsubscribe=One-Click` as a form, multipart or encoded; the token alone
 * says who leaves. Works every time; a forged or altered link does nothing. JSON { code }:
 * unsubscribed (200), invalid (400), or `leave` (200) for a GET that asks first.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "1kb", extended: false }, raw: { type: "multipart/form-data", limit: "1kb" } },
};
export { functionConfig as "config" };
// Mail programs post the one-click unsubscribe from no page of ours; the token alone decides.
export const takesCrossSiteRequests = true;

async function newsletterUnsubscribe(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "POST") {
    res.setHeader("Allow", "GET, POST");
    res.status(405).json({ error: "use GET or POST" });
    return;
  }
  const db = await database();
  const token = req.query["token"];
  const claims = verifyLink(linkKey(await sessionSecret(db)), token);
  const valid = claims?.purpose === "unsubscribe";
  const language = (claims && (await subscriberLanguage(db, claims.email))) ?? "pt";
  if (valid && req.method === "GET" && typeof token === "string" && (await askFirst(res, language, token, wantsJson(req)))) return;
  if (valid) await unsubscribe(db, claims.email);
  const result = valid ? "unsubscribed" : "invalid";
  const fromPage = req.method === "POST" && formFields(req.body)?.[LEAVE_FORM.answerField] === LEAVE_FORM.answerValue;
  if (wantsJson(req) || (req.method === "POST" && !fromPage)) res.status(valid ? 200 : 400).json({ code: result });
  else res.redirect(303, newsletterResultPath(language, result));
}

/** Answers the question before leaving the list; false when this host has no newsletter page to answer with. */
async function askFirst(res: GatsbyFunctionResponse, language: Language, token: string, json: boolean): Promise<boolean> {
  if (json) {
    res.status(200).json({ code: "leave" });
    return true;
  }
  const pagePath = newsletterPagePath(language);
  const page = pagePath ? await builtPage(pagePath) : null;
  const html = page && leavePage(page, token);
  if (!html) return false;
  res.setHeader("Content-Security-Policy", FORM_ANSWER_CONTENT_SECURITY_POLICY);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.status(200).send(html);
  return true;
}

export default apiHandler(newsletterUnsubscribe);
