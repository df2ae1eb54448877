import fs from "node:fs";
import type { Database } from "../../src/server/data/database";
import { importSightings, type ImportContext, type ImportResult } from "../../src/server/sightings/import-sightings";
import { publishedSightings } from "../../src/server/sightings/published-sightings";
import { EBIRD_COLUMNS } from "../../src/lib/ebird/ebird-rows";
import { ebirdCsv, type EbirdRow } from "../../src/test-utils/ebird-export";
import { content } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { commandFile, sightingsCommand } from "../support/staff-cli";
import { signedInStaff, type SignedIn } from "../support/staff-session";
import { openTestDatabase } from "../support/test-database";

const LODGE = "L1000001";
const TRAIL = "L1000002";
const ELSEWHERE = "L9999999";
const CONTEXT: ImportContext = {
  locations: new Set([LODGE, TRAIL]),
  names: new Map([["Conothraupis mesoleuca", { pt: "tiê-bicudo" }]]),
  today: "2025-06-01",
};

/** Two checklists at the lodge's places, one elsewhere, and a species the site has no Portuguese name for. */
const EXPORT: EbirdRow[] = [
  { "Submission ID": "S1", "Location ID": LODGE },
  { "Submission ID": "S1", "Location ID": LODGE, "Scientific Name": "Harpia harpyja", "Common Name": "Harpy Eagle", Count: "X" },
  { "Submission ID": "S2", "Location ID": TRAIL, Date: "2025-05-20", "Checklist Comments": 'Rain, then "sun",\r\nand wind' },
  { "Submission ID": "S3", "Location ID": ELSEWHERE, Location: "Another farm" },
];

const counts = async (db: Database) => {
  const [checklists] = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_checklists");
  const [records] = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_records");
  return { checklists: Number(checklists?.n), records: Number(records?.n) };
};

const report = (result: ImportResult) => {
  if (!result.ok) throw new Error(`the file was refused: ${JSON.stringify(result)}`);
  return result;
};

describe.each(TEST_SETUPS)("importing the lodge's eBird export on the $name setup", (setup) => {
  let db: Database;
  const run = (csv: string, context = CONTEXT) => importSightings(db, [Buffer.from(csv)], context);

  beforeEach(async () => {
    db = await openTestDatabase(await setup.create());
  });
  afterEach(() => db.close());

  it("takes the lodge's checklists, reports other places and species without a Portuguese name, and changes nothing the second time", async () => {
    const first = report(await run(ebirdCsv(EXPORT)));
    expect(first).toMatchObject({ checklistsTaken: 2, recordsTaken: 3, checklistsAlreadyImported: 0, refused: [], refusedLines: 0 });
    expect(first.otherLocations).toEqual([{ locationId: ELSEWHERE, location: "Another farm", rows: 1 }]);
    expect(first.withoutPortugueseName).toEqual([{ scientificName: "Harpia harpyja", commonName: "Harpy Eagle" }]);
    expect(await db.query("SELECT scientific_name, how_many FROM ebird_records WHERE submission_id = 'S1' ORDER BY scientific_name")).toEqual([
      { scientific_name: "Conothraupis mesoleuca", how_many: 2 },
      { scientific_name: "Harpia harpyja", how_many: null },
    ]);
    expect(await db.query("SELECT observed_on, started_at, all_species_reported FROM ebird_checklists WHERE submission_id = 'S2'")).toEqual([
      { observed_on: "2025-05-20", started_at: "06:30", all_species_reported: 1 },
    ]);

    const again = report(await run(ebirdCsv(EXPORT)));
    expect(again).toMatchObject({ checklistsTaken: 0, recordsTaken: 0, checklistsAlreadyImported: 2 });
    expect(await counts(db)).toEqual({ checklists: 2, records: 3 });
  });

  it("refuses a bad line with its line number and leaves its whole checklist out, taking the others", async () => {
    const csv = ebirdCsv([
      { "Submission ID": "S1" },
      { "Submission ID": "S2" },
      { "Submission ID": "S2", "Scientific Name": "Harpia harpyja", Latitude: "-13,27" },
      { "Submission ID": "S3", Date: "2025-06-02" },
      { "Submission ID": "S4" },
      { "Submission ID": "S4", Date: "2025-05-11" },
      { "Submission ID": "S5" },
      { "Submission ID": "S5" },
    ]);
    const result = report(await run(csv));
    // Line 1 is the header; S2's comment-free rows each take one line.
    expect(result.refused).toEqual([
      { line: 4, problem: "decimalComma", column: "Latitude", value: "-13,27" },
      { line: 5, problem: "futureDate", column: "Date", value: "2025-06-02" },
      { line: 7, problem: "inconsistent", column: "Submission ID", value: "S4" },
      { line: 9, problem: "duplicate", column: "Scientific Name", value: "Conothraupis mesoleuca" },
    ]);
    expect(result).toMatchObject({ checklistsTaken: 1, recordsTaken: 1, checklistsRefused: 4, refusedLines: 4 });
    expect(await db.query("SELECT submission_id FROM ebird_checklists")).toEqual([{ submission_id: "S1" }]);
  });

  it.each([
    [
      "a file without eBird's columns",
      ebirdCsv(
        EXPORT,
        EBIRD_COLUMNS.filter((column) => column !== "Date"),
      ),
      { problem: "columns", missing: ["Date"] },
    ],
    // Line 7: the header, then five records, one of them (S2's comment) on two lines.
    ["a quote never closed, after good lines", `${ebirdCsv(EXPORT)}S9,"Harpy Eagle\r\n`, { problem: "syntax", line: 7, detail: "openQuote" }],
    ["an empty file", "", { problem: "empty" }],
    // As a spreadsheet program in Brazil saves it again: named by its separator, not by all 23 columns "missing".
    ["the export saved with semicolons", ebirdCsv(EXPORT).replaceAll(",", ";"), { problem: "separator", separator: "semicolon" }],
  ])("refuses %s whole and stores nothing", async (_case, csv, refusal) => {
    expect(await run(csv)).toEqual({ ok: false, ...refusal });
    expect(await counts(db)).toEqual({ checklists: 0, records: 0 });
  });

  it("takes nothing from a file of another account's places, and names each place with its rows", async () => {
    const elsewhere = EXPORT.map((row) => ({ ...row, "Location ID": ELSEWHERE, Location: "Another farm" }));
    const result = report(await run(ebirdCsv(elsewhere)));
    expect(result).toMatchObject({ checklistsTaken: 0, recordsTaken: 0, refusedLines: 0 });
    expect(result.otherLocations).toEqual([{ locationId: ELSEWHERE, location: "Another farm", rows: EXPORT.length }]);
    expect(await counts(db)).toEqual({ checklists: 0, records: 0 });
  });

  it("imports 20,000 checklists of 300,000 records in under 30 seconds, and computes the checklist from them in under 20", async () => {
    const species = Array.from({ length: 600 }, (_, index) => `Genus${index} species`);
    const rows: EbirdRow[] = [];
    for (let checklist = 0; checklist < 20_000; checklist++) {
      const day = String((checklist % 28) + 1).padStart(2, "0");
      const month = String((checklist % 12) + 1).padStart(2, "0");
      for (let record = 0; record < 15; record++) {
        rows.push({ "Submission ID": `S${checklist}`, "Scientific Name": species[(checklist + record * 40) % 600], Date: `2024-${month}-${day}` });
      }
    }
    const csv = ebirdCsv(rows);
    const started = performance.now();
    const result = report(await run(csv, { ...CONTEXT, locations: new Set(["L1000001"]) }));
    const seconds = (performance.now() - started) / 1000;
    expect({ checklists: result.checklistsTaken, records: result.recordsTaken }).toEqual({ checklists: 20_000, records: 300_000 });
    expect(seconds).toBeLessThan(30);

    // What the build adds: the records read back and computed into the checklist, well within its 20 s.
    const exportStarted = performance.now();
    const published = await publishedSightings(db, { trails: new Map([["L1000001", "jatoba"]]), sensitive: new Set(), names: new Map(), asOf: "2024-12-31" });
    expect(published?.frequencies.species).toHaveLength(600);
    expect((performance.now() - exportStarted) / 1000).toBeLessThan(20);
  }, 180_000);
});

describe.each(TEST_SETUPS)("the staff area's upload of the eBird export on the $name setup", (setup) => {
  let env: Record<string, string>;
  let server: SiteServer;
  let staff: SignedIn;

  beforeAll(async () => {
    env = await setup.create();
    server = await startSiteServer(env);
    staff = await signedInStaff(server.url, env, "guia");
  }, 60_000);
  afterAll(() => server.stop());

  const upload = async (csv: string | Blob, headers: Record<string, string> = staff.changeHeaders, field = "export") => {
    const form = new FormData();
    form.append(field, csv instanceof Blob ? csv : new Blob([csv], { type: "text/csv" }), "MyEBirdData.csv");
    const response = await fetch(`${server.url}/api/sightings-import`, { method: "POST", body: form, headers: { Accept: "application/json", ...headers } });
    return { status: response.status, body: (await response.json()) as { result?: ImportResult; code?: string } };
  };

  it("imports for signed-in staff against the lodge's own locations, and answers what it took and left out", async () => {
    const lodge = new Set(content.site.ebirdLocations.map((location) => location.locationId));
    const atLodge = EXPORT.filter((row) => lodge.has(row["Location ID"] ?? ""));
    const { status, body } = await upload(ebirdCsv(EXPORT));
    expect(status).toBe(200);
    const result = report(body.result as ImportResult);
    expect(result.recordsTaken).toBe(atLodge.length);
    expect(result.otherLocations.reduce((sum, other) => sum + other.rows, 0)).toBe(EXPORT.length - atLodge.length);
  });

  it("refuses a file that is not eBird's export with 422 and says which columns it lacks", async () => {
    const { status, body } = await upload("Name,Date\r\nTucano,2025-05-10\r\n");
    expect(status).toBe(422);
    expect(body.result).toMatchObject({ ok: false, problem: "columns", missing: expect.arrayContaining(["Submission ID", "Location ID"]) });
  });

  it("refuses the signed out, another site, a missing security token and a missing file", async () => {
    const { Cookie, Origin } = staff.changeHeaders as { Cookie: string; Origin: string };
    expect((await upload(ebirdCsv(EXPORT), { Origin })).status).toBe(401);
    expect((await upload(ebirdCsv(EXPORT), { Cookie, Origin: "https://elsewhere.example" })).status).toBe(403);
    expect(await upload(ebirdCsv(EXPORT), { Cookie, Origin })).toMatchObject({ status: 403, body: { code: "csrf" } });
    expect(await upload(ebirdCsv(EXPORT), staff.changeHeaders, "other")).toMatchObject({ status: 400, body: { code: "fields" } });
  });

  it("refuses a file over 50 MB", async () => {
    const large = new Blob([ebirdCsv([]), Buffer.alloc(50 * 1024 * 1024 + 1, "a")]);
    expect(await upload(large)).toMatchObject({ status: 413, body: { code: "fileSize" } });
  }, 60_000);
});

describe.each(TEST_SETUPS)("npm run sightings -- import FILE on the $name setup", (setup) => {
  const file = (csv: string) => commandFile("MyEBirdData.csv", csv);

  it("imports the file into the configured database and says what it took and left out", async () => {
    const env = await setup.create();
    const run = sightingsCommand(env, ["import", file(ebirdCsv(EXPORT))]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Taken: \d+ checklists, \d+ records\.$/m);
    const db = await openTestDatabase(env);
    try {
      const lodge = new Set(content.site.ebirdLocations.map((location) => location.locationId));
      const stored = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_records");
      expect(Number(stored[0]?.n)).toBe(EXPORT.filter((row) => lodge.has(row["Location ID"] ?? "")).length);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("refuses a file over 50 MB before reading it, and exits with 1", async () => {
    const large = file(ebirdCsv(EXPORT));
    fs.truncateSync(large, 50 * 1024 * 1024 + 1);
    const run = sightingsCommand(await setup.create(), ["import", large]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("larger than 50 MB: nothing was imported");
  }, 60_000);

  it("refuses a file that is not eBird's export, naming the columns it lacks, and exits with 1", async () => {
    const run = sightingsCommand(await setup.create(), ["import", file("Name,Date\r\nTucano,2025-05-10\r\n")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Submission ID");
    expect(run.stderr).toContain("Nothing was imported");
  }, 60_000);
});
