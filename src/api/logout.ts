import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../server/data/open-database";
import { crossSiteProblem, isHttps } from "../server/auth/request-checks";
import { csrfTokenMatches, endSession, SESSION_COOKIE, sessionCookieHeader, sessionSecret } from "../server/auth/sessions";
import { currentSession, formFields, localPath, refuseMethod, wantsJson } from "../server/auth/staff-requests";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/logout: ends the session (in the database, so the cookie is dead even if kept) and clears
 * the cookie. Needs the session's CSRF token (X-CSRF-Token header or `csrf` field). 200 JSON, or a
 * 303 to `next` for a form post; 403 JSON for a cross-site request or a wrong token.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "2kb", extended: false }, json: { limit: "2kb" } },
};
export { functionConfig as "config" };

async function logout(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const crossSite = crossSiteProblem(req);
  if (crossSite) {
    res.status(403).json({ error: crossSite, code: "cross-site" });
    return;
  }
  const fields = formFields(req.body) ?? {};
  const session = await currentSession(req);
  if (session && !csrfTokenMatches(session, req.headers["x-csrf-token"] ?? fields["csrf"])) {
    res.status(403).json({ error: "the form's security token is missing or wrong; reload the page and try again", code: "csrf" });
    return;
  }
  const db = await database();
  await endSession(db, req.cookies?.[SESSION_COOKIE], await sessionSecret(db));
  res.setHeader("Set-Cookie", sessionCookieHeader("", 0, isHttps(req)));
  if (wantsJson(req)) res.status(200).json({ signedOut: true });
  else res.redirect(303, localPath(fields["next"], "/"));
}

export default apiHandler(logout);
