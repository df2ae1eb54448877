import { randomUUID } from "node:crypto";
import type { Database } from "../../src/server/data/database";
import type { FileStore } from "../../src/server/storage/file-store";

/**
 * Photos waiting for review written straight into the database, as if guests had sent them: what
 * fills the review queue to near its cap without uploading dozens of photos. They have no file, so
 * staff never open them; `emptyReviewQueue` takes them away again with any real ones.
 */
export async function seedPendingPhotos(db: Database, photos: number, bytesEach: number, submittedAt = Date.now()): Promise<void> {
  for (let index = 0; index < photos; index += 1) {
    const id = randomUUID();
    await db.run(
      `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at)
       VALUES ($1, $2, 'pending', 'Seeded Guest', 'seeded@example.com', 'seeded', 'pt', 1200, 900, $3, $4)`,
      [id, `photos/${submittedAt}-${id}.jpg`, bytesEach, submittedAt],
    );
  }
}

/** Deletes every photo waiting for review, file and record: a queue empty for the next test. */
export async function emptyReviewQueue(db: Database, store: FileStore): Promise<void> {
  const rows = await db.query<{ id: string; file_key: string }>("SELECT id, file_key FROM photo_submissions WHERE status = 'pending'");
  for (const row of rows) {
    await store.delete(row.file_key);
    await db.run("DELETE FROM photo_submissions WHERE id = $1", [row.id]);
  }
}
