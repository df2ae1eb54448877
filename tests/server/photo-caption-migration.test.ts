import type { Database } from "../../src/server/data/database";
import { migrate, MIGRATIONS } from "../../src/server/data/migrations";
import { openPostgres } from "../../src/server/data/postgres";
import { openSqlite } from "../../src/server/data/sqlite";
import { photoSubmission, reviewPhotoSubmission } from "../../src/server/photos/photo-submissions";
import type { FileStore } from "../../src/server/storage/file-store";
import { TEST_SETUPS } from "../support/site-server";

const STEP = "012-photo-caption-other-language";

/** The migration that adds a guest photo's caption in the other language, on a database an earlier release left. */
describe.each(TEST_SETUPS)("the caption in the other language on the $name setup's database", (setup) => {
  let db: Database;

  beforeAll(async () => {
    const env = await setup.create();
    db = env["DATABASE_URL"] ? await openPostgres(env["DATABASE_URL"]) : await openSqlite(env["DATA_DIR"] ?? "");
  });
  afterAll(() => db.close());

  it("is added, empty, beside the photos already there, and stored with the next approval", async () => {
    await migrate(
      db,
      MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((step) => step.id === STEP),
      ),
    );
    for (const id of ["approved-before", "waiting"]) {
      await db.run(
        `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at, reviewed_at, published_caption, credit)
         VALUES ($1, $2, $3, 'Ana', 'ana@example.org', 'tucano', 'pt', 1200, 900, 10, 1, $4, $5, $6)`,
        id === "waiting" ? [id, `photos/1-${id}.jpg`, "pending", null, null, null] : [id, `photos/1-${id}.jpg`, "approved", 2, "Tucano-toco", "Ana"],
      );
    }
    expect(await migrate(db)).toContain(STEP);
    expect(await photoSubmission(db, "approved-before")).toMatchObject({ publishedCaption: "Tucano-toco", publishedCaptionOther: null });

    // An approval touches no file; a rejection would delete one.
    const store = {} as FileStore;
    const approval = { decision: "approve", caption: "Tucano-toco no ipê", captionOther: "Toco toucan in the ipê tree", credit: "Ana" } as const;
    await reviewPhotoSubmission(db, store, "waiting", approval, "maria");
    expect(await photoSubmission(db, "waiting")).toMatchObject({ publishedCaption: approval.caption, publishedCaptionOther: approval.captionOther });
  });
});
