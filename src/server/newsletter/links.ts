import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed newsletter links: `<payload>.<signature>`, the payload naming what the link does and for
 * which address. A confirmation link also carries a one-time nonce (only its hash is stored), so it
 * works once; an unsubscribe link works every time, as every message may carry it.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

export interface LinkClaims {
  purpose: LinkPurpose;
  email: string;
  nonce?: string;
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** The key of these links, kept apart from the session key it is derived from. */
export const linkKey = (serverSecret: string) => createHmac("sha256", serverSecret).update("newsletter-links").digest();

export const nonceHash = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

export function signLink(key: Buffer, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify({ p: claims.purpose, e: claims.email, ...(claims.nonce ? { n: claims.nonce } : {}) })).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a link this server signed, or null for anything else (forged, cut, altered, too long). */
export function verifyLink(key: Buffer, token: unknown): LinkClaims | null {
  if (typeof token !== "string" || token.length > 1024) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { p?: unknown; e?: unknown; n?: unknown };
    if ((claims.p !== "confirm" && claims.p !== "unsubscribe") || typeof claims.e !== "string") return null;
    return { purpose: claims.p, email: claims.e, ...(typeof claims.n === "string" ? { nonce: claims.n } : {}) };
  } catch {
    return null;
  }
}
