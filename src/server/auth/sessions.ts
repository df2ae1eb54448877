import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database, Queryable } from "../data/database";
import { runtimeEnv } from "../runtime-env";

/**
 * Staff sessions: a random token in an httpOnly, SameSite=Strict cookie (Secure over HTTPS), signed
 * with the server's secret so a forged or altered cookie is refused before the database is asked.
 * The database keeps only the token's hash, so a copy of it cannot sign anyone in.
 */
export const SESSION_COOKIE = "staff_session";
export const SESSION_TTL_MS = 12 * 60 * 60_000;

export interface StaffSession {
  name: string;
  csrfToken: string;
  expiresAt: number;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * SESSION_SECRET from the environment, or else one made on first use and kept in the database, so a
 * site needs no setup and every server on the same database signs alike.
 */
export function sessionSecret(db: Database): Promise<string> {
  // Read once per database: every staff request needs it, and it never changes while the server runs.
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const secrets = new WeakMap<Database, Promise<string>>();

async function loadSecret(db: Database): Promise<string> {
  const fromEnv = runtimeEnv("SESSION_SECRET");
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
    return fromEnv;
  }
  await db.run("INSERT INTO server_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING", [base64url(randomBytes(32))]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'session'");
  if (!row) throw new Error("the session secret could not be stored");
  return row.value;
}

const sign = (token: string, secret: string) => base64url(createHmac("sha256", secret).update(token).digest());

/** The token behind a cookie value, if its signature is right. */
export function verifiedToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue || cookieValue.length > 200) return null;
  const [token, signature] = cookieValue.split(".");
  if (!token || !signature) return null;
  const expected = Buffer.from(sign(token, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
}

export async function createSession(tx: Queryable, name: string, secret: string, now = Date.now()): Promise<{ cookieValue: string; session: StaffSession }> {
  const token = base64url(randomBytes(32));
  const session = { name, csrfToken: base64url(randomBytes(24)), expiresAt: now + SESSION_TTL_MS };
  await tx.run("DELETE FROM staff_sessions WHERE expires_at <= $1", [now]);
  await tx.run("INSERT INTO staff_sessions (token_hash, staff_name, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
    tokenHash(token),
    name,
    session.csrfToken,
    now,
    session.expiresAt,
  ]);
  return { cookieValue: `${token}.${sign(token, secret)}`, session };
}

export async function readSession(db: Database, cookieValue: string | undefined, secret: string, now = Date.now()): Promise<StaffSession | null> {
  const token = verifiedToken(cookieValue, secret);
  if (!token) return null;
  const [row] = await db.query<{ staff_name: string; csrf_token: string; expires_at: number }>(
    "SELECT staff_name, csrf_token, expires_at FROM staff_sessions WHERE token_hash = $1",
    [tokenHash(token)],
  );
  if (!row || Number(row.expires_at) <= now) return null;
  return { name: row.staff_name, csrfToken: row.csrf_token, expiresAt: Number(row.expires_at) };
}

export async function endSession(db: Database, cookieValue: string | undefined, secret: string): Promise<void> {
  const token = verifiedToken(cookieValue, secret);
  if (token) await db.run("DELETE FROM staff_sessions WHERE token_hash = $1", [tokenHash(token)]);
}

/** The Set-Cookie value: a session cookie, or (maxAgeSeconds 0) its removal. */
export function sessionCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join("; ");
}

/** The CSRF token a signed-in page sends back (header or form field), compared in constant time. */
export function csrfTokenMatches(session: StaffSession, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
