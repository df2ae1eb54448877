import type { CsvSource } from "../../lib/ebird/csv-reader";
import type { Database } from "../data/database";
import { requestBuild, type Publication } from "../photos/build-hook";
import { importSightings, type ImportResult } from "./import-sightings";
import { lodgeImportContext } from "./lodge-context";

import { MAX_EBIRD_EXPORT_BYTES } from "../../lib/forms/sightings-import";

export { MAX_EBIRD_EXPORT_BYTES };

/**
 * What the server may grow by (resident memory) while it imports the largest export: four times the
 * file's size. The file is read 64 KB at a time and never held whole; what is kept until the one
 * transaction is a head per checklist and about 150 bytes per record (PendingChecklists), some 40 MB
 * for 50 MB of export; the rest is the reading's passing garbage, the database's cache and the statements.
 * The growth measured varies from run to run (60 to 150 MB), with when garbage is collected. Reading
 * every row into objects, as the import once did, took five times the file's size (240 to 250 MB).
 */
export const IMPORT_MEMORY_BOUND_BYTES = 4 * MAX_EBIRD_EXPORT_BYTES;

export interface LodgeImport {
  result: ImportResult;
  /** Whether a build was started to publish what was taken; absent when nothing new was taken. */
  publication?: Publication;
}

/**
 * The one way in for the lodge's eBird export, shared by the staff area's upload and
 * `npm run sightings -- import FILE`: imported against the lodge's settings, then published as the
 * approved photos are, by the build hook, when it took anything new.
 */
export async function importLodgeExport(db: Database, source: CsvSource): Promise<LodgeImport> {
  const result = await importSightings(db, source, lodgeImportContext());
  if (!result.ok || result.checklistsTaken === 0) return { result };
  return { result, publication: await requestBuild() };
}
