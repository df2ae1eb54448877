import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { sessionSecret } from "../server/auth/sessions";
import { wantsJson } from "../server/auth/staff-requests";
import { linkKey, verifyLink } from "../server/newsletter/links";
import { newsletterResultPath } from "../server/newsletter/result-path";
import { subscriberLanguage, unsubscribe } from "../server/newsletter/subscribers";
import { apiHandler } from "../server/http/api-headers";

/**
 * GET or POST /api/newsletter-unsubscribe?token=…: the unsubscribe link of every newsletter message,
 * and its List-Unsubscribe address. POST is the one-click unsubscribe mail programs send (RFC 8058):
 * no cookie, no origin of ours, a body `List-Unsubscribe=One-Click` as a form, multipart or encoded;
 * the token alone says who leaves, so the body is not read. Works every time; a forged or altered link
 * does nothing. A 303 to the result in the subscriber's language, or JSON { code }: unsubscribed (200),
 * invalid (400).
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "1kb", extended: false }, raw: { type: "multipart/form-data", limit: "1kb" } },
};
export { functionConfig as "config" };

async function newsletterUnsubscribe(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "POST") {
    res.setHeader("Allow", "GET, POST");
    res.status(405).json({ error: "use GET or POST" });
    return;
  }
  const db = await database();
  const claims = verifyLink(linkKey(await sessionSecret(db)), req.query["token"]);
  const valid = claims?.purpose === "unsubscribe";
  if (valid) await unsubscribe(db, claims.email);
  const language = (claims && (await subscriberLanguage(db, claims.email))) ?? "pt";
  const result = valid ? "unsubscribed" : "invalid";
  if (wantsJson(req) || req.method === "POST") res.status(valid ? 200 : 400).json({ code: result });
  else res.redirect(303, newsletterResultPath(language, result));
}

export default apiHandler(newsletterUnsubscribe);
