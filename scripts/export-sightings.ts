import { databaseTarget, openDatabase } from "../src/server/data/open-database";
import { lodgeExportContext } from "../src/server/sightings/lodge-context";
import { publishedSightings } from "../src/server/sightings/published-sightings";

/**
 * Run by the build before sourcing (src/content/sightings.ts), as the guest photos' export is: the
 * lodge's eBird records in the database the environment names (DATA_DIR or DATABASE_URL, as for the
 * server), computed into the checklist and printed as JSON; `null` when none were ever imported.
 */
async function main(): Promise<void> {
  const db = await openDatabase(databaseTarget());
  try {
    process.stdout.write(JSON.stringify(await publishedSightings(db, lodgeExportContext())));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
