import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Queryable } from "../data/database";
import type { FileStore } from "../storage/file-store";
import { withoutHidden } from "../../lib/forms/guest-text";
import { photoSubmissions } from "./photo-submissions";

/** An approved guest photo as the build publishes it: the staff's captions and credit, never the e-mail. */
export interface PublishedPhoto {
  id: string;
  /** In `language`; may be empty (a guest may send no caption). */
  caption: string;
  /** The language of the page the guest wrote the caption on. */
  language: "pt" | "en";
  /** The caption staff gave in the site's other language, or null. */
  captionOther: string | null;
  credit: string;
  approvedAt: number;
  /** The build's copy of the file. */
  file: string;
}

/**
 * Copies every approved photo from the file store into `directory` (already cleaned of metadata when it
 * arrived) and removes copies of photos no longer approved, so the build's images are exactly the
 * approved ones. A copy whose size matches is kept, so a rebuild fetches only new photos and the image
 * cache stays warm. An approved photo whose file is missing is left out with a warning.
 */
export async function exportPublishedPhotos(db: Queryable, store: FileStore, directory: string, warn: (message: string) => void): Promise<PublishedPhoto[]> {
  await fs.promises.mkdir(directory, { recursive: true });
  const published: PublishedPhoto[] = [];
  for (const photo of await photoSubmissions(db, "approved")) {
    const file = path.join(directory, `${photo.id}${path.extname(photo.fileKey)}`);
    const copied = await fs.promises.stat(file).catch(() => null);
    if (copied?.size !== photo.bytes) {
      const stored = await store.get(photo.fileKey);
      if (!stored) {
        warn(`guest photo ${photo.id} is approved but its file ${photo.fileKey} is missing: left out of the gallery`);
        continue;
      }
      const partial = path.join(directory, `.${randomUUID()}`);
      await pipeline(stored.body, fs.createWriteStream(partial));
      await fs.promises.rename(partial, file);
    }
    published.push({
      id: photo.id,
      // Approvals refuse characters that disguise text; one approved by older code loses them here.
      caption: withoutHidden(photo.publishedCaption ?? photo.caption),
      language: photo.language,
      captionOther: withoutHidden(photo.publishedCaptionOther ?? "") || null,
      credit: withoutHidden(photo.credit ?? photo.guestName),
      approvedAt: photo.reviewedAt ?? photo.submittedAt,
      file,
    });
  }
  const kept = new Set(published.map((photo) => path.basename(photo.file)));
  for (const name of await fs.promises.readdir(directory)) if (!kept.has(name)) await fs.promises.rm(path.join(directory, name), { force: true });
  return published;
}
