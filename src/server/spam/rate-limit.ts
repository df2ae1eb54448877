import type { Queryable } from "../data/database";

export interface RateLimit {
  /** Requests allowed in one window. */
  limit: number;
  windowMs: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a request against a key (an action and an address) in fixed windows, inside the caller's
 * transaction so that parallel requests are all counted.
 */
export async function takeRequest(tx: Queryable, key: string, rule: RateLimit, now = Date.now()): Promise<RateVerdict> {
  const [row] = await tx.query<{ window_start: number; count: number }>("SELECT window_start, count FROM rate_limits WHERE key = $1", [key]);
  const current = row !== undefined && now - Number(row.window_start) < rule.windowMs;
  const windowStart = current ? Number(row.window_start) : now;
  const count = current ? Number(row.count) : 0;
  if (count >= rule.limit) return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) };
  await tx.run(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count`,
    [key, windowStart, count + 1],
  );
  return { allowed: true };
}

/**
 * Whether a request would be over its key's limit now, counting nothing: for a check before a body is
 * read, so an address already over its limit is refused before it sends its upload, while only a
 * request that is then read and found valid is counted (takeRequest).
 */
export async function overLimitNow(db: Queryable, key: string, rule: RateLimit, now = Date.now()): Promise<RateVerdict> {
  const [row] = await db.query<{ window_start: number; count: number }>("SELECT window_start, count FROM rate_limits WHERE key = $1", [key]);
  if (row === undefined || now - Number(row.window_start) >= rule.windowMs || Number(row.count) < rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((Number(row.window_start) + rule.windowMs - now) / 1000) };
}
