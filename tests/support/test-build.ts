import { exportedSightingsSync } from "../../src/content/sightings";
import type { EntrySightingsInput } from "../../src/content/create-pages";
import { lodgeMonth } from "../../src/lib/format/lodge-time";

/** Where `npm run build:test` keeps its data (tests/support/seed-gallery.ts fills it). */
export const TEST_BUILD_DATA_DIR = "data/test-build";
/** The seed's map of the fixture export's places to the site's trails, in site.json's form. */
export const TEST_BUILD_EBIRD_LOCATIONS = `${TEST_BUILD_DATA_DIR}/ebird-locations.json`;
/**
 * The test build's output, colours removed (scripts/logged-build.ts writes it). In its data folder, which
 * the seed empties before each build: never an earlier build's, and out of Playwright's test-results/,
 * which each browser run empties.
 */
export const TEST_BUILD_LOG = `${TEST_BUILD_DATA_DIR}/build.log`;

let published: EntrySightingsInput | undefined;

/**
 * What the test build published of the seeded records, computed again the way the build did (the same
 * export, data folder and places): which checklist pages exist, and what they show. Once per test file.
 */
export function testBuildData(): EntrySightingsInput {
  if (!published) {
    process.env["DATA_DIR"] = TEST_BUILD_DATA_DIR;
    process.env["EBIRD_LOCATIONS_FILE"] = TEST_BUILD_EBIRD_LOCATIONS;
    published = { published: exportedSightingsSync(), month: lodgeMonth(Date.now()) };
  }
  return published;
}
