import fs from "node:fs";
import { siteSchema } from "../../content/site-schema";
import { lodgeDate } from "../../lib/format/lodge-time";
import { birds } from "../content/birds";
import { site } from "../content/site";
import type { ImportContext } from "./import-sightings";
import type { ExportContext } from "./published-sightings";

/** The places of EBIRD_LOCATIONS_FILE; an error whose message is the cause alone, in one line (the caller names the file). */
function placesFromFile(file: string) {
  const text = fs.readFileSync(file, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`it is not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const result = siteSchema.shape.ebirdLocations.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue && issue.path.length > 0 ? `at ${issue.path.join(".")}: ` : "";
  throw new Error(`it is not a list of eBird places in the form of site.json's ebirdLocations (${where}${issue?.message ?? "invalid"})`);
}

let placesInFile: ReturnType<typeof placesFromFile> | undefined;

/**
 * The lodge's places on eBird: site.json's, or the list in the JSON file EBIRD_LOCATIONS_FILE names
 * (same form), for a build from records whose places are not the lodge's, such as the test build's
 * fixture export. Read when first needed, not when this module loads, so that the server can check
 * the file at start and say in one line what is wrong with it (start-server.ts).
 */
export function lodgeLocations() {
  const file = process.env["EBIRD_LOCATIONS_FILE"];
  if (!file) return site().ebirdLocations;
  placesInFile ??= placesFromFile(file);
  return placesInFile;
}

/**
 * What an import of the lodge's export is checked against: the lodge's eBird locations, the bird
 * names the site has, and the date. The date is UTC's, which is never behind the lodge's own (UTC−4),
 * so a checklist logged this evening at the lodge is never taken for one still to come.
 */
export function lodgeImportContext(now = Date.now()): ImportContext {
  return {
    locations: new Set(lodgeLocations().map((location) => location.locationId)),
    names: new Map(birds().map((bird) => [bird.scientificName, { pt: bird.name.pt }])),
    today: new Date(now).toISOString().slice(0, 10),
    now,
  };
}

/** What a build's export of the records is made with: the lodge's places by trail, its sensitive species, the site's names, and the lodge's date ("the last 30 days" end there). */
export function lodgeExportContext(now = Date.now()): ExportContext {
  return {
    trails: new Map(lodgeLocations().map((location) => [location.locationId, location.trail])),
    sensitive: new Set(site().sensitiveSpecies),
    names: new Map(birds().map((bird) => [bird.scientificName, bird.name])),
    asOf: lodgeDate(now),
  };
}
