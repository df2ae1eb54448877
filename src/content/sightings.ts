import { exportScriptOutput, exportScriptOutputSync } from "./export-script";
import type { PublishedSightings } from "../server/sightings/published-sightings";

let published: PublishedSightings | null = null;

const EXPORT_SCRIPT = "scripts/export-sightings.ts";

/**
 * Before sourcing: the lodge's eBird records, computed into the checklist from the database the
 * environment names (the same as the server's), by running scripts/export-sightings.ts; null when
 * none were ever imported, and then the site has no checklist.
 */
export async function prepareSightings(): Promise<PublishedSightings | null> {
  published = JSON.parse(await exportScriptOutput(EXPORT_SCRIPT)) as PublishedSightings | null;
  return published;
}

/** What the same export gives now, waited for: for the tests, which check what a build published. */
export const exportedSightingsSync = (): PublishedSightings | null => JSON.parse(exportScriptOutputSync(EXPORT_SCRIPT)) as PublishedSightings | null;

/** The checklist this build publishes, once prepareSightings has run. */
export const publishedChecklist = (): PublishedSightings | null => published;
