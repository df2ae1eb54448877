import { GUEST_PHOTOS_DIR } from "../src/content/guest-photo-files";
import { databaseTarget, openDatabase } from "../src/server/data/open-database";
import { exportPublishedPhotos } from "../src/server/photos/published-photos";
import { fileStoreTarget, openFileStore } from "../src/server/storage/open-file-store";

/**
 * Run by the build before sourcing (src/content/guest-photos.ts): copies the approved guest
 * photos from the database and file store the environment names (DATA_DIR, or DATABASE_URL and
 * S3_BUCKET, as for the server) into the build's directory, and prints them as JSON. A process of its
 * own because the build's bundler cannot load the database drivers.
 */
async function main(): Promise<void> {
  const db = await openDatabase(databaseTarget());
  const store = await openFileStore(fileStoreTarget());
  try {
    const published = await exportPublishedPhotos(db, store, GUEST_PHOTOS_DIR, (message) => console.error(message));
    process.stdout.write(JSON.stringify(published));
  } finally {
    await Promise.allSettled([db.close(), store.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
