import type { Queryable } from "../data/database";

/**
 * Failed sign-ins are slowed, then locked, per account and per address. An attempt is counted before
 * the password is checked (in the same transaction as the check), so a burst of parallel guesses
 * cannot slip past the count; a successful sign-in takes its attempt back.
 */
export const THROTTLE = {
  /** Failures further apart than this start the count again. */
  windowMs: 15 * 60_000,
  account: { freeAttempts: 3, lockAfter: 10, lockMs: 15 * 60_000 },
  address: { freeAttempts: 10, lockAfter: 30, lockMs: 15 * 60_000 },
  maxDelayMs: 60_000,
} as const;

type Scope = "account" | "address";
export type ThrottleVerdict = { allowed: true } | { allowed: false; reason: "locked" | "slowed"; retryAfterSeconds: number };

interface Row {
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

/** The wait before the next attempt after `failures` failures: none at first, then 1, 2, 4… seconds. */
export function delayAfter(failures: number, scope: Scope): number {
  const over = failures - THROTTLE[scope].freeAttempts;
  return over <= 0 ? 0 : Math.min(1000 * 2 ** (over - 1), THROTTLE.maxDelayMs);
}

async function current(tx: Queryable, key: string, now: number): Promise<Row> {
  const [row] = await tx.query<Row>("SELECT failures, last_failure_at, locked_until FROM login_throttle WHERE key = $1", [key]);
  const fresh = { failures: 0, last_failure_at: 0, locked_until: 0 };
  if (!row) return fresh;
  const normalized = { failures: Number(row.failures), last_failure_at: Number(row.last_failure_at), locked_until: Number(row.locked_until) };
  // A lock that has run out, or failures long past, start a clean count.
  if ((normalized.locked_until > 0 && normalized.locked_until <= now) || now - normalized.last_failure_at > THROTTLE.windowMs) return fresh;
  return normalized;
}

/** Checks every key and, if all allow it, counts this attempt against each. */
export async function takeAttempt(tx: Queryable, keys: ReadonlyArray<[Scope, string]>, now = Date.now()): Promise<ThrottleVerdict> {
  const rows = await Promise.all(keys.map(async ([scope, key]) => ({ scope, key, row: await current(tx, key, now) })));
  for (const { scope, row } of rows) {
    if (row.locked_until > now) return { allowed: false, reason: "locked", retryAfterSeconds: Math.ceil((row.locked_until - now) / 1000) };
    const readyAt = row.last_failure_at + delayAfter(row.failures, scope);
    if (readyAt > now) return { allowed: false, reason: "slowed", retryAfterSeconds: Math.ceil((readyAt - now) / 1000) };
  }
  for (const { scope, key, row } of rows) {
    const failures = row.failures + 1;
    const lockedUntil = failures >= THROTTLE[scope].lockAfter ? now + THROTTLE[scope].lockMs : 0;
    await tx.run(
      `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
      [key, failures, now, lockedUntil],
    );
  }
  return { allowed: true };
}

/** After a successful sign-in: the account starts clean, the address gets its attempt back. */
export async function returnAttempt(tx: Queryable, accountKey: string, addressKey: string): Promise<void> {
  await tx.run("DELETE FROM login_throttle WHERE key = $1", [accountKey]);
  await tx.run("UPDATE login_throttle SET failures = failures - 1 WHERE key = $1 AND failures > 0 AND locked_until = 0", [addressKey]);
}

/** Whether the attempt just counted locked a key: the answer then says so. */
export async function lockedAfterAttempt(tx: Queryable, keys: readonly string[], now = Date.now()): Promise<number | null> {
  for (const key of keys) {
    const row = await current(tx, key, now);
    if (row.locked_until > now) return Math.ceil((row.locked_until - now) / 1000);
  }
  return null;
}
