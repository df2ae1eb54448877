import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { isReadableText, LIMITS } from "../lib/forms/forms";
import { database } from "../server/data/open-database";
import { decoyHash, verifyPassword } from "../server/auth/passwords";
import { senderOf } from "../server/spam/sender-quota";
import { clientAddress, crossSiteProblem, isHttps } from "../server/auth/request-checks";
import { createSession, SESSION_TTL_MS, sessionCookieHeader, sessionSecret } from "../server/auth/sessions";
import { normalizeName, passwordHashOf } from "../server/auth/staff-accounts";
import { formFields, localPath, refuseMethod, wantsJson } from "../server/auth/staff-requests";
import { lockedAfterAttempt, returnAttempt, takeAttempt } from "../server/auth/throttle";
import { apiHandler } from "../server/http/api-headers";

/**
 * POST /api/login: staff sign-in, from the login page's form (urlencoded) or its script (JSON).
 * Fields: username, password; `next` (where to go after) and `from` (the login page) for form posts.
 * Answers 200 JSON { name, next } with the session cookie, or a JSON error with a `code` the page
 * turns into its message: invalid (401), slowed or locked (429, with retryAfter), cross-site (403),
 * missing, too-long or characters (400: half a character or a control character, which no one types).
 * A form post gets a 303 to `next`, or back to `from` with `?login=<code>`.
 */
const functionConfig: GatsbyFunctionConfig = {
  bodyParser: { urlencoded: { limit: "4kb", extended: false }, json: { limit: "4kb" } },
};
// Exported under a string name: Gatsby's query extractor would take `export const config` for a page config.
export { functionConfig as "config" };

type Code = "invalid" | "slowed" | "locked" | "cross-site" | "missing" | "too-long" | "characters";

async function login(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  if (refuseMethod(req, res, "POST")) return;
  const fields = formFields(req.body) ?? {};
  const fail = (status: number, code: Code, error: string, retryAfter?: number) => {
    if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
    if (wantsJson(req)) {
      res.status(status).json({ error, code, ...(retryAfter !== undefined ? { retryAfter } : {}) });
      return;
    }
    res.redirect(303, `${localPath(fields["from"], "/")}?login=${code}`);
  };

  const crossSite = crossSiteProblem(req);
  if (crossSite) return fail(403, "cross-site", crossSite);
  const username = fields["username"] ?? "";
  const password = fields["password"] ?? "";
  if (username.trim() === "" || password === "") return fail(400, "missing", "username and password are required");
  if (username.length > LIMITS.username || password.length > LIMITS.password) return fail(400, "too-long", "username or password is too long");
  if (!isReadableText(username) || !isReadableText(password)) return fail(400, "characters", "username or password has characters that cannot be read");

  const db = await database();
  const name = normalizeName(username);
  const accountKey = `account:${name}`;
  // An IPv6 sender counts by its /64, whose addresses it may take one after another.
  const addressKey = `address:${senderOf(clientAddress(req))}`;
  const verdict = await db.transaction((tx) =>
    takeAttempt(tx, [
      ["account", accountKey],
      ["address", addressKey],
    ]),
  );
  if (!verdict.allowed) {
    const message =
      verdict.reason === "locked" ? "too many failed attempts: sign-in is locked for a while" : "too many failed attempts: wait before trying again";
    return fail(429, verdict.reason, message, verdict.retryAfterSeconds);
  }

  const stored = await passwordHashOf(db, name);
  // Unknown names take as long as known ones, so the answer's timing does not tell which exist.
  const matches = await verifyPassword(password, stored ?? (await decoyHash()));
  if (!stored || !matches) {
    const lockedFor = await lockedAfterAttempt(db, [accountKey, addressKey]);
    if (lockedFor !== null) return fail(429, "locked", "too many failed attempts: sign-in is locked for a while", lockedFor);
    return fail(401, "invalid", "Invalid username or password");
  }

  const secret = await sessionSecret(db);
  const { cookieValue } = await db.transaction(async (tx) => {
    await returnAttempt(tx, accountKey, addressKey);
    return createSession(tx, name, secret);
  });
  res.setHeader("Set-Cookie", sessionCookieHeader(cookieValue, SESSION_TTL_MS / 1000, isHttps(req)));
  const next = localPath(fields["next"], "/");
  if (wantsJson(req)) res.status(200).json({ name, next });
  else res.redirect(303, next);
}

export default apiHandler(login);
