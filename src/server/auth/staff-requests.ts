import type { IncomingMessage } from "node:http";
import { parse as parseCookies } from "cookie";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { database } from "../data/open-database";
import { crossSiteProblem } from "./request-checks";
import { csrfTokenMatches, readSession, SESSION_COOKIE, sessionSecret, type StaffSession } from "./sessions";

/**
 * What the staff handlers and the staff-page gate share: the signed-in session of a request, from its
 * Cookie header, and small answer helpers.
 */
export async function currentSession(req: IncomingMessage): Promise<StaffSession | null> {
  const db = await database();
  return readSession(db, parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE], await sessionSecret(db));
}

/** A form post from a page (no script) wants a page back; a script's fetch asks for JSON. */
export function wantsJson(req: GatsbyFunctionRequest<unknown>): boolean {
  const accept = req.headers.accept ?? "";
  return accept.includes("application/json") || !accept.includes("text/html");
}

/** A path on this site only: never another host (`//evil`, `/\evil`), never a script URL. */
export function localPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > 200) return fallback;
  return /^\/(?![/\\])[\w\-./%?=&]*$/.test(value) ? value : fallback;
}

export function refuseMethod(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse, allowed: string): boolean {
  if (req.method === allowed) return false;
  res.setHeader("Allow", allowed);
  res.status(405).json({ error: `use ${allowed}` });
  return true;
}

/** The fields of a form or JSON body as strings; anything else is not a field. */
export function formFields(body: unknown): Record<string, string> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * The session of a staff request, or null once the request has been answered: 401 when signed out;
 * for a change (`change: true`), 403 when it comes from another site or lacks the session's CSRF token.
 */
export async function staffOnly(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
  change: { csrf: unknown } | null,
): Promise<StaffSession | null> {
  if (change) {
    const crossSite = crossSiteProblem(req);
    if (crossSite) {
      res.status(403).json({ error: crossSite, code: "cross-site" });
      return null;
    }
  }
  const session = await currentSession(req);
  if (!session) {
    res.status(401).json({ error: "not signed in", code: "signed-out" });
    return null;
  }
  if (change && !csrfTokenMatches(session, req.headers["x-csrf-token"] ?? change.csrf)) {
    res.status(403).json({ error: "the form's security token is missing or wrong; reload the page and try again", code: "csrf" });
    return null;
  }
  return session;
}
