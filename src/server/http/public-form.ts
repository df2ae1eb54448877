import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { Language } from "../../lib/i18n/languages";
import { clientAddress } from "../auth/request-checks";
import { wantsJson } from "../auth/staff-requests";
import type { Database } from "../data/database";
import { overLimitNow, takeRequest, type RateLimit, type RateVerdict } from "../spam/rate-limit";
import { senderOf } from "../spam/sender-quota";

/** The language of a form's page (`from`): English under /en/, Portuguese everywhere else. */
export const pageLanguage = (from: string): Language => (from.startsWith("/en/") ? "en" : "pt");

/** A consent checkbox as browsers and scripts send it. */
export const CONSENTED: ReadonlySet<string> = new Set(["on", "true", "yes", "1"]);

export type FormAnswer<Code extends string = string> = (status: number, code: Code, error: string, extra?: Record<string, unknown>) => void;

/**
 * How the visitors' forms (photo upload, newsletter, enquiry) answer: JSON { ok, code } or
 * { error, code, … } to a script; to a form posted without one, a 303 back to its page at
 * `?<name>=<code>#<name>-<code>`, whose message the page shows by CSS alone. `from()` is read when
 * answering, as a multipart form's page is known only once its body is read.
 */
export function formAnswer<Code extends string = string>(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
  name: string,
  from: () => string,
): FormAnswer<Code> {
  return (status, code, error, extra = {}) => {
    if (wantsJson(req)) res.status(status).json(status < 300 ? { ok: true, code } : { error, code, ...extra });
    else res.redirect(303, `${from()}?${name}=${code}#${name}-${code}`);
  };
}

/**
 * Counts this request against its sender (an IPv6 address by its /64, which its owner can rotate
 * through freely), or, with `peek`, only asks whether the sender is over its limit already, counting
 * nothing; when over the limit, answers 429 "tooMany" and returns true.
 */
export async function overLimit(
  db: Database,
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
  action: string,
  rule: RateLimit,
  answer: FormAnswer<"tooMany">,
  peek = false,
): Promise<boolean> {
  const key = `${action}:${senderOf(clientAddress(req))}`;
  const verdict: RateVerdict = peek ? await overLimitNow(db, key, rule) : await db.transaction((tx) => takeRequest(tx, key, rule));
  if (verdict.allowed) return false;
  res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
  answer(429, "tooMany", `too many requests (${action}) from this address: try again later`, { retryAfter: verdict.retryAfterSeconds });
  return true;
}
