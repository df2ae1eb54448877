import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { recentChecklists } from "../../src/demo/prepare-demo";
import { siteContent } from "../../src/content/content-store";
import { phonePhoto } from "./photo-files";
import { GUEST, uploadPhoto } from "./photo-upload";
import { startSiteServer } from "./site-server";
import { openTestDatabase } from "./test-database";
import { importSightings } from "../../src/server/sightings/import-sightings";
import { signedInStaff } from "./staff-session";

/**
 * The data the test build is made from (`npm run build:test`): one guest photo, sent through the real
 * upload endpoint with the EXIF and GPS position a phone writes, and approved by a staff member over
 * HTTP with an edited caption and credit. The build tests then find it in the gallery of both
 * languages, processed like every other picture and carrying no metadata. And the lodge's eBird
 * records from the fixture export (tests/fixtures/ebird/), which the build publishes as the checklist.
 */
import { TEST_BUILD_DATA_DIR, TEST_BUILD_EBIRD_LOCATIONS } from "./test-build";
export const SEEDED_EBIRD_EXPORT = "tests/fixtures/ebird/lodge-export.csv";
/**
 * The fixture export's own places: the site's list (site.json › ebirdLocations) is the lodge's to fill,
 * so the seed maps them, in the same form, in a file the test build names (EBIRD_LOCATIONS_FILE): the
 * first two on the site's first two trails, the third off the trails.
 */
function seededLocations(): Array<{ locationId: string; trail: string | null; area: { pt: string; en: string } }> {
  const [first, second] = siteContent().trails;
  const area = { pt: "Jardim da Amazônia", en: "Jardim da Amazônia" };
  return [
    { locationId: "L1000001", trail: first?.id ?? null, area },
    { locationId: "L1000002", trail: second?.id ?? null, area },
    { locationId: "L1000003", trail: null, area },
  ];
}

/** The demo's recent checklists, from up to two days before the seed, under the seeded export's own header. */
function recentExport(): string {
  const [header = ""] = fs.readFileSync(SEEDED_EBIRD_EXPORT, "utf8").split(/\r?\n/);
  return recentChecklists(header, Date.now());
}

export const SEEDED_GUEST_PHOTO = {
  guestCaption: "araras no fim da tarde",
  caption: "Araras-canindé no fim da tarde, rio Claro",
  credit: "Ana B.",
  language: "pt",
} as const;

async function seed(): Promise<void> {
  fs.rmSync(TEST_BUILD_DATA_DIR, { recursive: true, force: true });
  // The API needs no built site: an empty one with empty rule files is enough to serve it.
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-public-"));
  for (const file of ["_headers", "_redirects", "_access"]) fs.writeFileSync(path.join(publicDir, file), "");
  const env = { DATA_DIR: TEST_BUILD_DATA_DIR, PUBLIC_DIR: publicDir };
  const server = await startSiteServer(env);
  try {
    const upload = await uploadPhoto(server.url, { ...GUEST, caption: SEEDED_GUEST_PHOTO.guestCaption }, [
      { bytes: await phonePhoto(1600, 1200), name: "IMG_0001.jpg", type: "image/jpeg" },
    ]);
    if (upload.status !== 202) throw new Error(`the seed upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
    const staff = await signedInStaff(server.url, env, "seed-editor");
    const queue = (await (await fetch(`${server.url}/api/photo-reviews`, { headers: { Cookie: staff.cookie } })).json()) as { pending: Array<{ id: string }> };
    const id = queue.pending[0]?.id ?? "";
    const review = await fetch(`${server.url}/api/photo-review`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...staff.changeHeaders },
      body: JSON.stringify({ id, decision: "approve", caption: SEEDED_GUEST_PHOTO.caption, credit: SEEDED_GUEST_PHOTO.credit }),
    });
    if (review.status !== 200) throw new Error(`the seed approval answered ${review.status}`);
    const db = await openTestDatabase(env);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const locations = seededLocations();
      fs.writeFileSync(TEST_BUILD_EBIRD_LOCATIONS, JSON.stringify(locations, null, 2));
      const context = { locations: new Set(locations.map((location) => location.locationId)), names: new Map(), today };
      for (const file of [fs.createReadStream(SEEDED_EBIRD_EXPORT), Readable.from([recentExport()])]) {
        const sightings = await importSightings(db, file, context);
        if (!sightings.ok || sightings.checklistsTaken === 0) throw new Error(`the seed eBird export was not imported: ${JSON.stringify(sightings)}`);
      }
    } finally {
      await db.close();
    }
    console.log(`seeded ${TEST_BUILD_DATA_DIR}: one approved guest photo and the fixture eBird export`);
  } finally {
    await server.stop();
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("seed-gallery.ts"))
  void seed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
