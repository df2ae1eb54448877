import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { isReadableText } from "../../lib/forms/forms";

/**
 * Staff passwords, stored only as scrypt hashes (memory-hard, in Node itself: no native add-on).
 * The cost is OWASP's recommended scrypt setting (N=2^15, r=8, p=3: 32 MiB and ~0.1 s per check),
 * written into each hash so it can be raised later without invalidating older ones.
 */
const COST = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches, checked for unknown names so they take as long as known ones. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString("base64"));
  return decoy;
}

/** Why a new password is refused, or null. Length is what makes a password strong. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `a password needs at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `a password has at most ${PASSWORD_MAX_LENGTH} characters`;
  // Half a character or a control character would be hashed as something else than what was typed.
  if (!isReadableText(password)) return "a password cannot hold control characters or broken (half) characters";
  return null;
}
