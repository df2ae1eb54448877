/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteSchema } from "../content/site-schema";
import { fixtureContent } from "../test-utils/fixture-content";
import { passwordHashOf } from "../server/auth/staff-accounts";
import { verifyPassword } from "../server/auth/passwords";
import { openDatabase } from "../server/data/open-database";
import { DEMO_PLACES_FILE, demoEnvironment } from "./demo-environment";
import { DEMO_MARKER, prepareDemo } from "./prepare-demo";

const ROOT = path.resolve(__dirname, "../..");
const TRAILS = fixtureContent().trails.map((trail) => trail.id);
// A day at the lodge late in its month: the recent checklists fall two days before it.
const NOW = Date.UTC(2026, 10, 20, 15);

/** What the demo's database holds: checklists by place, records, names, and the staff account's password check. */
async function stored(dataDir: string, password: string) {
  const db = await openDatabase({ kind: "sqlite", dataDir });
  try {
    const places = await db.query<{ location_id: string; checklists: number }>(
      "SELECT location_id, COUNT(*) AS checklists FROM ebird_checklists GROUP BY location_id ORDER BY location_id",
    );
    const [records] = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_records");
    const [names] = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_names");
    const [recent] = await db.query<{ observed_on: string }>("SELECT observed_on FROM ebird_checklists WHERE submission_id = 'S299000001'");
    const hash = await passwordHashOf(db, "demo");
    return {
      places: places.map((place) => [place.location_id, Number(place.checklists)]),
      records: Number(records?.n),
      names: Number(names?.n),
      recentDay: recent?.observed_on,
      signsIn: hash !== undefined && (await verifyPassword(password, hash)),
    };
  } finally {
    await db.close();
  }
}

describe("npm run demo's data folder", () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "demo-"));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("holds the sample places, the sample export as the staff import takes it, eBird's names and a staff account", async () => {
    // A shell set up for the lodge's production: the demo must neither start a deploy nor write there.
    process.env["BUILD_HOOK_URL"] = "https://hooks.example.net/build";
    process.env["DATABASE_URL"] = "postgres://lodge:secret@db.example.net:5432/site";
    const dataDir = path.join(tmp, "demo");
    const demo = await prepareDemo({ root: ROOT, dataDir, trails: TRAILS, env: { DATA_DIR: path.join(tmp, "real") }, now: NOW });

    const places = siteSchema.shape.ebirdLocations.parse(JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_PLACES_FILE), "utf8")));
    expect(places.map((place) => [place.locationId, place.trail])).toEqual([
      ["L1000001", TRAILS[0]],
      ["L1000002", TRAILS[1]],
      ["L1000003", null],
    ]);
    // Seven checklists at the sample places and two recent ones; the eighth, at a place not listed, left out.
    expect(demo.imports[0]).toMatchObject({ checklistsTaken: 7, recordsTaken: 14, otherLocations: [{ locationId: "L9999999" }] });
    expect(demo.imports[1]).toMatchObject({ checklistsTaken: 2, recordsTaken: 3 });
    expect(demo.publications).toEqual(["next-build", "next-build"]);
    expect(await stored(dataDir, demo.staff.password)).toEqual({
      places: [
        ["L1000001", 3],
        ["L1000002", 3],
        ["L1000003", 3],
      ],
      records: 17,
      names: 6,
      recentDay: "2026-11-18",
      signsIn: true,
    });
    expect(fs.existsSync(path.join(tmp, "real"))).toBe(false);
    expect(process.env["DATA_DIR"]).toBe(dataDir);
    expect(process.env["EBIRD_LOCATIONS_FILE"]).toBe(path.join(dataDir, DEMO_PLACES_FILE));
    expect(process.env["DATABASE_URL"]).toBeUndefined();
    expect(process.env["BUILD_HOOK_URL"]).toBeUndefined();
  });

  it("starts again from nothing on each run, with a new password", async () => {
    const dataDir = path.join(tmp, "demo");
    const first = await prepareDemo({ root: ROOT, dataDir, trails: TRAILS, env: {}, now: NOW });
    fs.writeFileSync(path.join(dataDir, "left-over.txt"), "");
    const second = await prepareDemo({ root: ROOT, dataDir, trails: TRAILS, env: {}, now: NOW });

    expect(second.imports[0]).toMatchObject({ checklistsTaken: 7, checklistsAlreadyImported: 0 });
    expect(fs.existsSync(path.join(dataDir, "left-over.txt"))).toBe(false);
    expect(second.staff.password).not.toBe(first.staff.password);
    expect((await stored(dataDir, first.staff.password)).signsIn).toBe(false);
  });

  it("refuses the real data folder, a folder holding it, and a folder no demo made, and leaves them as they were", async () => {
    const real = path.join(tmp, "lodge-data");
    fs.mkdirSync(real);
    fs.writeFileSync(path.join(real, "site.sqlite"), "the lodge's");
    const env = { DATA_DIR: real };

    await expect(prepareDemo({ root: ROOT, dataDir: real, trails: TRAILS, env })).rejects.toThrow("is or holds the real data folder");
    await expect(prepareDemo({ root: ROOT, dataDir: tmp, trails: TRAILS, env })).rejects.toThrow("is or holds the real data folder");
    // The project's data/ when DATA_DIR is unset.
    await expect(prepareDemo({ root: tmp, dataDir: "data", trails: TRAILS, env: {} })).rejects.toThrow("is or holds the real data folder");
    await expect(prepareDemo({ root: ROOT, dataDir: real, trails: TRAILS, env: {} })).rejects.toThrow(`no ${DEMO_MARKER} in it`);
    expect(fs.readFileSync(path.join(real, "site.sqlite"), "utf8")).toBe("the lodge's");
  });
});

describe("the demo's environment", () => {
  it("points at the demo folder and leaves out what leads to the lodge's database, bucket, mail and deploys", () => {
    const env = demoEnvironment(
      { PATH: "/usr/bin", PORT: "9100", DATABASE_URL: "postgres://x", S3_BUCKET: "lodge", SMTP_URL: "smtps://x", BUILD_HOOK_URL: "https://x" },
      "/d",
    );
    expect(env).toEqual({ PATH: "/usr/bin", PORT: "9100", DATA_DIR: "/d", EBIRD_LOCATIONS_FILE: path.join("/d", DEMO_PLACES_FILE) });
  });
});
