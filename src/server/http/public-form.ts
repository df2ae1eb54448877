import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { FormWordingKey, Wording } from "../../lib/forms/field-wording";
import { FORM_ANSWER_CONTENT_SECURITY_POLICY } from "../../lib/http/response-headers";
import type { Language } from "../../lib/i18n/languages";
import { clientAddress } from "../auth/request-checks";
import { wantsJson } from "../auth/staff-requests";
import type { Database } from "../data/database";
import { overLimitNow, takeRequest, type RateLimit, type RateVerdict } from "../spam/rate-limit";
import { publicDirectory } from "../runtime-env";
import { senderOf } from "../spam/sender-quota";
import { takeCeilingSlot, type CeilingForm } from "../spam/site-ceiling";
import { formWords } from "./form-strings";
import { refilledPage } from "./form-page";

/** The language of a form's page (`from`): English under /en/, Portuguese everywhere else. */
export const pageLanguage = (from: string): Language => (from.startsWith("/en/") ? "en" : "pt");

/** A consent checkbox as browsers and scripts send it. */
export const CONSENTED: ReadonlySet<string> = new Set(["on", "true", "yes", "1"]);

export type FormAnswer<Code extends string = string> = (status: number, code: Code, error: string, extra?: Record<string, unknown>) => Promise<void>;

/** What a refused form gives back to its page without script: the values sent, and each field's refusal. */
export interface KeptForm {
  /** The form's endpoint, its `action` in the page. */
  action: string;
  /** The fields as sent, by name (never the hidden ones, nor a file). */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, Wording<FormWordingKey>>>;
}

/** A refused form's KeptForm: its values as sent and each field's refusal, worded by the form's own rule. */
export function keptForm<Field extends string, Problem>(
  action: string,
  values: Readonly<Record<Field, string>>,
  problems: Readonly<Partial<Record<Field, Problem>>>,
  wording: (field: Field, problem: Problem) => Wording<FormWordingKey>,
): KeptForm {
  const errors = (Object.keys(values) as Field[]).flatMap((field) => {
    const problem = problems[field];
    return problem === undefined ? [] : [[field, wording(field, problem)] as const];
  });
  return { action, values, errors: Object.fromEntries(errors) };
}

/** The built page of a form's `from` (a path of this site, already checked by localPath), if this host has it. */
export async function builtPage(from: string): Promise<string | null> {
  const pagePath = path.posix.normalize(from.split(/[?#]/)[0] ?? "");
  if (!pagePath.startsWith("/") || !pagePath.endsWith("/") || pagePath.includes("..")) return null;
  const root = publicDirectory();
  const file = path.join(root, pagePath, "index.html");
  if (!file.startsWith(root + path.sep)) return null;
  // A function host (Netlify) has no built pages beside its handlers: the answer is then a 303, as before.
  return fs.readFile(file, "utf8").catch(() => null);
}

/**
 * How the visitors' forms (photo upload, newsletter, enquiry) answer: JSON { ok, code } or
 * { error, code, … } to a script. To a form posted without one: when it was refused and `kept()`
 * gives what was sent, its own page again with every value written back and each refusal beside its
 * field (form-page.ts), at the refusal's status; otherwise (sent, a post from another site, a host
 * without the built pages) a 303 back to its page at `?<name>=<code>#<name>-<code>`, whose message
 * the page shows by CSS alone. `from()` and `kept()` are read when answering, as a multipart form is
 * known only once its body is read.
 */
export function formAnswer<Code extends string = string>(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
  name: string,
  from: () => string,
  kept: () => KeptForm | undefined = () => undefined,
): FormAnswer<Code> {
  const redirect = (code: Code) => res.redirect(303, `${from()}?${name}=${code}#${name}-${code}`);
  return async (status, code, error, extra = {}) => {
    if (wantsJson(req)) return void res.status(status).json(status < 300 ? { ok: true, code } : { error, code, ...extra });
    // A post from another site gets nothing of what it sent shown back inside this site's page.
    const form = status >= 400 && code !== "crossSite" ? kept() : undefined;
    const result = form && Object.keys(form.errors).length > 0 ? `${name}-fields` : `${name}-${code}`;
    if (!form || !(await answerWithPage(res, status, from(), form, result))) redirect(code);
  };
}

async function answerWithPage(res: GatsbyFunctionResponse, status: number, from: string, form: KeptForm, result: string): Promise<boolean> {
  const page = await builtPage(from);
  const language = pageLanguage(from);
  const errors = Object.fromEntries(Object.entries(form.errors).map(([field, wording]) => [field, formWords(language, wording)]));
  const html = page && refilledPage(page, { action: form.action, values: form.values, errors, result, ticked: CONSENTED });
  if (!html) return false;
  res.setHeader("Content-Security-Policy", FORM_ANSWER_CONTENT_SECURITY_POLICY);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.status(status).send(html);
  return true;
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
  await answer(429, "tooMany", `too many requests (${action}) from this address: try again later`, { retryAfter: verdict.retryAfterSeconds });
  return true;
}

/**
 * Counts this sending against its form's site-wide hourly ceiling (site-ceiling.ts); over it, answers
 * 429 "busy" with Retry-After (the page says: too many right now, try later; without script, with
 * everything typed written back) and returns true.
 */
export async function overCeiling(db: Database, res: GatsbyFunctionResponse, form: CeilingForm, answer: FormAnswer<"busy">): Promise<boolean> {
  const verdict = await takeCeilingSlot(db, form);
  if (verdict.allowed) return false;
  res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
  await answer(429, "busy", "too many requests right now: please try again later", { retryAfter: verdict.retryAfterSeconds });
  return true;
}
