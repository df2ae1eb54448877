/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../data/database";
import { migrate, MIGRATIONS } from "../data/migrations";
import { openSqlite } from "../data/sqlite";
import { openDiskStore } from "../storage/disk-store";
import type { FileStore } from "../storage/file-store";
import { photoSubmission, reviewPhotoSubmission, storePhotoSubmission, type Approval } from "./photo-submissions";
import { exportPublishedPhotos } from "./published-photos";

const STEP = "012-photo-caption-other-language";
const RLO = "\u202E";

/** A guest photo's caption in the site's other language, on the embedded database and a disk store of its own. */
describe("a guest photo's caption in the other language", () => {
  let dir: string;
  let db: Database;
  let store: FileStore;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "caption-other-language-"));
    db = await openSqlite(path.join(dir, "data"));
    store = await openDiskStore(path.join(dir, "files"));
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A photo a guest sent on the `language` page, approved by staff with `approval`. */
  const approved = async (language: "pt" | "en", caption: string, approval: Approval) => {
    const photo = { bytes: Buffer.from(caption), extension: "jpg", width: 1200, height: 900 };
    const sent = await storePhotoSubmission(db, store, { guestName: "Ana", guestEmail: "ana@example.org", caption, language, photo });
    if (!sent.stored) throw new Error("the photo was not stored");
    await reviewPhotoSubmission(db, store, sent.id, { decision: "approve", ...approval }, "maria");
    return sent.id;
  };

  it("is a column the migration adds to a database an earlier release left, empty for the photos approved before", async () => {
    await migrate(
      db,
      MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((step) => step.id === STEP),
      ),
    );
    await db.run(
      `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at, reviewed_at, published_caption, credit)
       VALUES ('earlier', 'photos/1-earlier.jpg', 'approved', 'Ana', 'ana@example.org', 'tucano', 'pt', 1200, 900, 10, 1, 2, 'Tucano-toco', 'Ana')`,
    );
    expect(await migrate(db)).toContain(STEP);
    expect(await photoSubmission(db, "earlier")).toMatchObject({ publishedCaption: "Tucano-toco", publishedCaptionOther: null });
    expect(await migrate(db)).toEqual([]);
  });

  it("is stored with an approval that gives one, and is null for one that does not", async () => {
    await migrate(db);
    const both = await approved("pt", "tucano", { caption: "Tucano-toco no ipê", captionOther: "Toco toucan in the ipê tree", credit: "Ana" });
    const one = await approved("en", "heron", { caption: "Heron at dawn", captionOther: null, credit: "Ana" });
    expect(await photoSubmission(db, both)).toMatchObject({
      language: "pt",
      publishedCaption: "Tucano-toco no ipê",
      publishedCaptionOther: "Toco toucan in the ipê tree",
    });
    expect(await photoSubmission(db, one)).toMatchObject({ language: "en", publishedCaption: "Heron at dawn", publishedCaptionOther: null });
  });

  it("is exported beside the caption in the guest's language, without characters that disguise text", async () => {
    await migrate(db);
    await approved("pt", "tucano", { caption: "Tucano-toco", captionOther: `Toco ${RLO}toucan`, credit: "Ana" });
    await approved("en", "heron", { caption: "Heron at dawn", captionOther: null, credit: "Ana" });
    // Older code could store a caption made only of such characters: it is no caption.
    await approved("pt", "", { caption: "", captionOther: RLO, credit: "Ana" });
    const warnings: string[] = [];
    const published = await exportPublishedPhotos(db, store, path.join(dir, "export"), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(
      published.map(({ caption, language, captionOther }) => ({ caption, language, captionOther })).sort((a, b) => a.caption.localeCompare(b.caption)),
    ).toEqual([
      { caption: "", language: "pt", captionOther: null },
      { caption: "Heron at dawn", language: "en", captionOther: null },
      { caption: "Tucano-toco", language: "pt", captionOther: "Toco toucan" },
    ]);
  });
});
