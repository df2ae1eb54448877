import { FORM_ENDPOINTS } from "./endpoints";
import { checkText, isReadableText, LIMITS, type FieldError } from "./forms";

/** What the sign-in endpoint's answer means for the page: where to go, or which message to show. */
export type SignInOutcome = { ok: true; next: string } | { ok: false; code: "invalid" | "slowed" | "locked" | "failed"; retryAfter: number };

const KNOWN = new Set(["invalid", "slowed", "locked"]);

/** Posts the credentials as JSON (the same fields the form posts without script) and reads the answer. */
export async function signIn(fields: { username: string; password: string; next: string }, fetchImpl: typeof fetch = fetch): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(FORM_ENDPOINTS.login, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, code: "failed", retryAfter: 0 };
  }
  const body = (await response.json().catch(() => ({}))) as { next?: unknown; code?: unknown; retryAfter?: unknown };
  if (response.ok && typeof body.next === "string") return { ok: true, next: body.next };
  const code = typeof body.code === "string" && KNOWN.has(body.code) ? (body.code as "invalid" | "slowed" | "locked") : "failed";
  return { ok: false, code, retryAfter: typeof body.retryAfter === "number" ? body.retryAfter : 0 };
}

/** A form post without script comes back as `?login=<code>`; the page then shows that message. */
export function returnedCode(search: string): "invalid" | "slowed" | "locked" | "failed" | null {
  const code = new URLSearchParams(search).get("login");
  if (code === null) return null;
  return KNOWN.has(code) ? (code as "invalid" | "slowed" | "locked") : "failed";
}

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, FieldError>>;

/** Only presence, length and readable characters: no credential of any kind is known to the browser. */
export function validateLogin(values: LoginValues): LoginErrors {
  const checks: Array<[keyof LoginValues, FieldError | null]> = [
    ["username", checkText(values.username, LIMITS.username)],
    // A password is taken as typed (spaces count), so it is only checked for presence, length and
    // half characters (which would be hashed as another character).
    [
      "password",
      values.password === "" ? "required" : values.password.length > LIMITS.password ? "tooLong" : isReadableText(values.password) ? null : "characters",
    ],
  ];
  return Object.fromEntries(checks.filter(([, error]) => error !== null)) as LoginErrors;
}
