import type { Queryable } from "../data/database";

/**
 * The most that may wait for the staff's review, counted in the database so that every server process
 * on it sees the same queue. The lodge has a few dozen guests at a time, a few of whom send a handful
 * of photos: some 30 photos between two weekly reviews, so twice that waits before the form asks
 * guests to come back later. A cleaned photo (at most 4096 px on its longest side) takes 1 to 5 MB,
 * about 3 MB from a phone: 60 of those are some 180 MB, so 200 MB, the most disk the queue takes
 * whatever photos fill it. Approved photos are published and rejected ones deleted at once,
 * so only the waiting ones count.
 */
export const REVIEW_QUEUE_CAP = { photos: 60, bytes: 200 * 1024 * 1024 } as const;

/**
 * Retry-After when the queue is full: room comes back when staff review (every few days) or when a
 * photo waits longer than the site keeps unreviewed photos; asking again within a day finds the same.
 */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 24 * 60 * 60;

export interface ReviewQueueSize {
  photos: number;
  bytes: number;
}

/** What waits for review now: its photos and their stored bytes. */
export async function reviewQueueSize(db: Queryable): Promise<ReviewQueueSize> {
  const [row] = await db.query<{ photos: number | string; bytes: number | string | null }>(
    "SELECT COUNT(*) AS photos, SUM(bytes) AS bytes FROM photo_submissions WHERE status = 'pending'",
  );
  // PostgreSQL answers COUNT and SUM as text (bigint, numeric); SUM over no rows is NULL.
  return { photos: Number(row?.photos ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Whether a photo of `bytes` fits in the queue (0: whether there is room for any photo at all). */
export const fitsInQueue = (size: ReviewQueueSize, bytes = 0): boolean =>
  size.photos < REVIEW_QUEUE_CAP.photos && size.bytes + Math.max(bytes, 1) <= REVIEW_QUEUE_CAP.bytes;
