import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../data/database";
import type { FileStore } from "../storage/file-store";
import { fitsInQueue, reviewQueueSize } from "./review-queue";

export type PhotoStatus = "pending" | "approved" | "rejected";

export interface PhotoSubmission {
  id: string;
  fileKey: string;
  status: PhotoStatus;
  guestName: string;
  guestEmail: string;
  caption: string;
  language: "pt" | "en";
  width: number;
  height: number;
  bytes: number;
  submittedAt: number;
  reviewedAt: number | null;
  reviewedBy: string | null;
  /** The caption staff publish, in the guest's language (`language`). */
  publishedCaption: string | null;
  /** The caption staff publish in the site's other language, if they gave one. */
  publishedCaptionOther: string | null;
  credit: string | null;
}

export interface NewPhoto {
  guestName: string;
  guestEmail: string;
  caption: string;
  language: "pt" | "en";
  photo: { bytes: Buffer; extension: string; width: number; height: number };
}

/** Every guest photo lives under this prefix, named `<time written>-<id>.<extension>`. */
export const PHOTO_PREFIX = "photos/";

/** A file with no record is an orphan once this old: no upload takes this long between file and record. */
export const ORPHAN_GRACE_MS = 15 * 60_000;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Ids are random UUIDs; anything else in a request is refused before the database is asked. */
export const isSubmissionId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

interface Row {
  id: string;
  file_key: string;
  status: PhotoStatus;
  guest_name: string;
  guest_email: string;
  caption: string;
  language: "pt" | "en";
  width: number;
  height: number;
  bytes: number;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  published_caption: string | null;
  published_caption_other: string | null;
  credit: string | null;
}

const fromRow = (row: Row): PhotoSubmission => ({
  id: row.id,
  fileKey: row.file_key,
  status: row.status,
  guestName: row.guest_name,
  guestEmail: row.guest_email,
  caption: row.caption,
  language: row.language,
  width: Number(row.width),
  height: Number(row.height),
  bytes: Number(row.bytes),
  submittedAt: Number(row.submitted_at),
  reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  reviewedBy: row.reviewed_by,
  publishedCaption: row.published_caption,
  publishedCaptionOther: row.published_caption_other,
  credit: row.credit,
});

/** What became of a photo sent for review: stored under its id, or refused because the queue is full. */
export type StoredPhoto = { stored: true; id: string } | { stored: false; reason: "queueFull" };

/**
 * Stores the cleaned file, then its record. A crash between the two leaves a file without a record,
 * which no page or staff list can reach and sweepOrphanPhotos removes; never a record without its file.
 * The record is written only if the photo, at its cleaned size, fits in the review queue, asked in the
 * same transaction as the insert: transactions take one writer at a time (on SQLite and PostgreSQL, for
 * every process on the database), so uploads at the same moment cannot together pass the cap. A photo
 * that does not fit has its file deleted at once.
 */
export async function storePhotoSubmission(db: Database, store: FileStore, input: NewPhoto, now = Date.now()): Promise<StoredPhoto> {
  const id = randomUUID();
  const fileKey = `${PHOTO_PREFIX}${now}-${id}.${input.photo.extension}`;
  const bytes = input.photo.bytes.length;
  await store.put(fileKey, input.photo.bytes);
  let recorded: boolean;
  try {
    recorded = await db.transaction(async (tx) => {
      if (!fitsInQueue(await reviewQueueSize(tx), bytes)) return false;
      await tx.run(
        `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at)
         VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, fileKey, input.guestName, input.guestEmail, input.caption, input.language, input.photo.width, input.photo.height, bytes, now],
      );
      return true;
    });
  } catch (error) {
    await store.delete(fileKey).catch(() => undefined);
    throw error;
  }
  if (recorded) return { stored: true, id };
  // Should this fail, the file has no record and the orphan sweep takes it.
  await store.delete(fileKey).catch(() => undefined);
  return { stored: false, reason: "queueFull" };
}

export async function photoSubmissions(db: Queryable, status: PhotoStatus): Promise<PhotoSubmission[]> {
  const order = status === "pending" ? "submitted_at ASC" : "reviewed_at DESC";
  return (await db.query<Row>(`SELECT * FROM photo_submissions WHERE status = $1 ORDER BY ${order}`, [status])).map(fromRow);
}

/** The latest decisions, approvals and rejections alike, newest first. */
export async function recentDecisions(db: Queryable, limit: number): Promise<PhotoSubmission[]> {
  return (await db.query<Row>("SELECT * FROM photo_submissions WHERE status <> 'pending' ORDER BY reviewed_at DESC LIMIT $1", [limit])).map(fromRow);
}

export async function photoSubmission(db: Queryable, id: string): Promise<PhotoSubmission | null> {
  const [row] = await db.query<Row>("SELECT * FROM photo_submissions WHERE id = $1", [id]);
  return row ? fromRow(row) : null;
}

/** Deletes files that no record names and that are older than the grace period; returns their keys. */
export async function sweepOrphanPhotos(db: Queryable, store: FileStore, now = Date.now(), graceMs = ORPHAN_GRACE_MS): Promise<string[]> {
  const keys = await store.list(PHOTO_PREFIX);
  const known = new Set((await db.query<{ file_key: string }>("SELECT file_key FROM photo_submissions")).map((row) => row.file_key));
  const removed: string[] = [];
  for (const key of keys) {
    const writtenAt = Number(/^photos\/(\d+)-/.exec(key)?.[1] ?? 0);
    if (known.has(key) || now - writtenAt < graceMs) continue;
    await store.delete(key);
    removed.push(key);
  }
  return removed;
}

/** What staff publish with a photo: `caption` in the guest's language, `captionOther` (or null) in the site's other one. */
export interface Approval {
  caption: string;
  captionOther: string | null;
  credit: string;
}

export type Review = ({ decision: "approve" } & Approval) | { decision: "reject" };

/**
 * Records a staff decision on a pending photo, once: a second decision (another tab, another person)
 * finds it no longer pending and changes nothing. A rejected photo's file is deleted at once; its
 * record stays a while (site.json's dataRetention, applied by retention.ts), so the decision can be seen.
 */
export async function reviewPhotoSubmission(
  db: Database,
  store: FileStore,
  id: string,
  review: Review,
  staffName: string,
  now = Date.now(),
): Promise<PhotoSubmission | null> {
  const changed =
    review.decision === "approve"
      ? await db.run(
          `UPDATE photo_submissions SET status = 'approved', published_caption = $2, published_caption_other = $3, credit = $4, reviewed_at = $5, reviewed_by = $6
           WHERE id = $1 AND status = 'pending'`,
          [id, review.caption, review.captionOther, review.credit, now, staffName],
        )
      : await db.run("UPDATE photo_submissions SET status = 'rejected', reviewed_at = $2, reviewed_by = $3 WHERE id = $1 AND status = 'pending'", [
          id,
          now,
          staffName,
        ]);
  if (changed === 0) return null;
  const reviewed = await photoSubmission(db, id);
  if (reviewed && review.decision === "reject") await store.delete(reviewed.fileKey);
  return reviewed;
}
