import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../src/server/data/database";
import { importSightings } from "../../src/server/sightings/import-sightings";
import { publishedSightings, type PublishedSightings } from "../../src/server/sightings/published-sightings";
import { TEST_SETUPS } from "../support/site-server";
import { openTestDatabase } from "../support/test-database";

const ROOT = path.resolve(__dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/ebird/lodge-export.csv");
const TANAGER = "Conothraupis mesoleuca";

/** The fixture export taken at its three places: the lodge's grounds (no trail) and two trails. */
async function importFixture(db: Database): Promise<void> {
  const result = await importSightings(db, fs.createReadStream(FIXTURE), {
    locations: new Set(["L1000001", "L1000002", "L1000003"]),
    names: new Map(),
    today: "2025-06-01",
  });
  if (!result.ok || result.checklistsTaken !== 7) throw new Error(`the fixture was not imported: ${JSON.stringify(result)}`);
}

const exportScript = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/export-sightings.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });

describe.each(TEST_SETUPS)("the build's export of the lodge's eBird records on the $name setup", (setup) => {
  let env: Record<string, string>;
  let db: Database;

  beforeEach(async () => {
    env = await setup.create();
    db = await openTestDatabase(env);
  });
  afterEach(() => db.close());

  it("computes the checklist from what was imported: shares, order, names, months, trails and the last 30 days", async () => {
    await importFixture(db);
    const published = await publishedSightings(db, {
      trails: new Map([
        ["L1000001", null],
        ["L1000002", "jatoba"],
        ["L1000003", "lagoa"],
      ]),
      sensitive: new Set([TANAGER]),
      names: new Map([["Ramphastos toco", { pt: "tucano-toco", en: "Toco Toucan" }]]),
      asOf: "2025-05-20",
    });
    if (!published) throw new Error("nothing was published");
    const { frequencies } = published;
    // Complete checklists: January 3 (period 0), May 2, 3 and 5 (16), May 12 (17), September 20 (34).
    expect(Object.fromEntries(frequencies.periodChecklists.flatMap((count, period) => (count > 0 ? [[period, count]] : [])))).toEqual({
      0: 1,
      16: 3,
      17: 1,
      34: 1,
    });
    expect(frequencies.species.map((entry) => entry.scientificName)).toEqual([
      "Opisthocomus hoazin",
      "Piaya cayana",
      "Harpia harpyja",
      "Ramphastos toco",
      TANAGER,
    ]);
    const cuckoo = frequencies.species[1]!;
    expect([cuckoo.shares[16], cuckoo.shares[34], cuckoo.likelyMonths, cuckoo.trails, cuckoo.lastSeen]).toEqual([2 / 3, 1, [5, 9], ["jatoba"], "2025-05"]);
    // The hoatzin's December checklist was incomplete: it is its last month seen, and no share.
    expect(frequencies.species[0]).toMatchObject({ lastSeen: "2024-12", trails: ["lagoa"], likelyMonths: [5] });
    expect(frequencies.species[4]).toMatchObject({ sensitive: true, trails: [] });
    expect(frequencies.latestDate).toBe("2025-05-03");
    expect(published.recent).toEqual({ byTrail: { jatoba: ["Piaya cayana", "Ramphastos toco"] }, onProperty: [TANAGER] });
    expect(published.names[3]).toEqual({ scientificName: "Ramphastos toco", pt: "tucano-toco", en: "Toco Toucan" });
    expect(published.names[0]).toEqual({ scientificName: "Opisthocomus hoazin", pt: null, en: "Hoatzin" });
    // May on the Jatobá trail: two complete checklists (May 5 and 2025's May 3); the tanager is sensitive, never by trail.
    expect(published.trailMonths["jatoba"]?.[4]).toEqual([
      { scientificName: "Ramphastos toco", share: 1 },
      { scientificName: "Piaya cayana", share: 1 / 2 },
    ]);
    expect(published.trailMonths["lagoa"]?.[11]).toEqual([]);
    expect(Object.keys(published.trailMonths)).toEqual(["jatoba", "lagoa"]);
  });

  it("prints null when nothing was ever imported, so the build makes no checklist, and the checklist once there are records", async () => {
    const empty = exportScript(env);
    expect([empty.status, empty.stdout]).toEqual([0, "null"]);
    await importFixture(db);
    const filled = exportScript(env);
    expect(filled.status).toBe(0);
    const published = JSON.parse(filled.stdout) as PublishedSightings;
    expect([published.frequencies.species.length, published.frequencies.latestDate]).toEqual([5, "2025-05-03"]);
  }, 60_000);
});
