import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../src/server/data/database";
import { importNames, namesTable, type NamesImportResult } from "../../src/server/sightings/import-names";
import { importSightings, type ImportContext } from "../../src/server/sightings/import-sightings";
import { publishedSightings } from "../../src/server/sightings/published-sightings";
import { ebirdCsv } from "../../src/test-utils/ebird-export";
import { TEST_SETUPS } from "../support/site-server";
import { commandFile, sightingsCommand } from "../support/staff-cli";
import { openTestDatabase } from "../support/test-database";

const FIXTURE = path.join(__dirname, "../fixtures/ebird/taxonomy.csv");
const fixture = () => fs.readFileSync(FIXTURE, "utf8");
const HEADER = "TAXON_ORDER,CATEGORY,SPECIES_CODE,PRIMARY_COM_NAME,SCI_NAME,ORDER1,FAMILY,SPECIES_GROUP,REPORT_AS";

/** The fixture's data rows as the names table should hold them, read from the file itself. */
function fixtureRows(): Array<{ scientific_name: string; english_name: string; taxonomic_order: number; category: string }> {
  return fixture()
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(1)
    .filter((line) => line !== "")
    .map((line) => {
      const [order = "", category = "", , english = "", scientific = ""] = line.split(",");
      return { scientific_name: scientific, english_name: english, taxonomic_order: Number(order), category };
    });
}

const stored = (db: Database) =>
  db.query<{ scientific_name: string; english_name: string; portuguese_name: string | null; taxonomic_order: number; category: string }>(
    "SELECT scientific_name, english_name, portuguese_name, taxonomic_order, category FROM ebird_names ORDER BY scientific_name",
  );

describe.each(TEST_SETUPS)("eBird's taxonomy as the names table on the $name setup", (setup) => {
  let db: Database;
  const run = (csv: string): Promise<NamesImportResult> => importNames(db, [Buffer.from(csv)]);

  beforeEach(async () => {
    db = await openTestDatabase(await setup.create());
  });
  afterEach(() => db.close());

  it("takes every row of eBird's file (BOM, CRLF, quoted commas, spuh kept), and replaces the table whole when imported again", async () => {
    expect(await run(fixture())).toEqual({ ok: true, taxa: fixtureRows().length });
    const expected = fixtureRows()
      .map((row) => ({ ...row, portuguese_name: null }))
      .sort((a, b) => a.scientific_name.localeCompare(b.scientific_name));
    expect((await stored(db)).map((row) => ({ ...row, taxonomic_order: Number(row.taxonomic_order) }))).toEqual(expected);

    expect(await run(`${HEADER}\n5,species,x,Toco Toucan,Ramphastos toco,,,,\n`)).toEqual({ ok: true, taxa: 1 });
    expect(await stored(db)).toMatchObject([{ scientific_name: "Ramphastos toco", taxonomic_order: 5 }]);
  });

  it("stores the Portuguese names of the lodge's own PT_BR_NAME column, and none where a cell is empty", async () => {
    const csv = `${HEADER},PT_BR_NAME\n5,species,x,Toco Toucan,Ramphastos toco,,,,,tucanuçu\n6,species,x,Squirrel Cuckoo,Piaya cayana,,,,,\n`;
    expect(await run(csv)).toEqual({ ok: true, taxa: 2 });
    expect((await stored(db)).map((row) => [row.scientific_name, row.portuguese_name])).toEqual([
      ["Piaya cayana", null],
      ["Ramphastos toco", "tucanuçu"],
    ]);
  });

  it("refuses a file with bad lines, naming each with its line, and changes nothing", async () => {
    await run(fixture());
    const before = await stored(db);
    const result = await run(
      [
        HEADER,
        "1,species,a,Hoatzin,Opisthocomus hoazin,,,,",
        "x2,species,b,Harpy Eagle,Harpia harpyja,,,,",
        "3,bird,c,Toco Toucan,Ramphastos toco,,,,",
        "4,species,d,,Piaya cayana,,,,",
        "5,species,e,Hoatzin,Opisthocomus hoazin,,,,",
        "6,species",
      ].join("\r\n"),
    );
    expect(result).toEqual({
      ok: false,
      problem: "lines",
      refusedLines: 5,
      refused: [
        { line: 3, problem: "number", column: "TAXON_ORDER", value: "x2" },
        { line: 4, problem: "category", column: "CATEGORY", value: "bird" },
        { line: 5, problem: "missing", column: "PRIMARY_COM_NAME", value: "" },
        { line: 6, problem: "duplicate", column: "SCI_NAME", value: "Opisthocomus hoazin" },
        { line: 7, problem: "columnCount" },
      ],
    });
    expect(await stored(db)).toEqual(before);
  });

  it("refuses another kind of file, an open quote and an empty file, changing nothing", async () => {
    await run(fixture());
    const before = await stored(db);
    expect(await run(ebirdCsv([]))).toEqual({ ok: false, problem: "columns", missing: ["TAXON_ORDER", "CATEGORY", "PRIMARY_COM_NAME", "SCI_NAME"] });
    expect(await run(`${HEADER}\n1,species,a,"Hoatzin,Opisthocomus hoazin,,,,\n`)).toEqual({ ok: false, problem: "syntax", line: 2, detail: "openQuote" });
    expect(await run("")).toEqual({ ok: false, problem: "empty" });
    expect(await run(`${HEADER}\r\n`)).toEqual({ ok: false, problem: "empty" });
    expect(await stored(db)).toEqual(before);
  });

  it("names a species the site's content lacks by the table's names and orders it by eBird's current order", async () => {
    const context: ImportContext = { locations: new Set(["L1000001"]), names: new Map(), today: "2025-06-01" };
    await importSightings(db, [Buffer.from(ebirdCsv([{ "Scientific Name": "Amazona sp.", "Common Name": "parrot", "Taxonomic Order": "1" }]))], context);
    await run(fixture());
    const table = await namesTable(db);
    const published = await publishedSightings(db, { trails: new Map(), sensitive: new Set(), names: new Map(), asOf: "2025-06-01" });
    const named = published?.names.find((species) => species.scientificName === "Amazona sp.");
    expect(named).toEqual({ scientificName: "Amazona sp.", pt: null, en: table.get("Amazona sp.")?.en });
    const entry = published?.frequencies.species.find((species) => species.scientificName === "Amazona sp.");
    expect(entry).toMatchObject({ taxonomicOrder: table.get("Amazona sp.")?.taxonomicOrder });
  });

  it("lists a species as without a Portuguese name unless the site or the table gives it one", async () => {
    await db.run("INSERT INTO ebird_names (scientific_name, english_name, portuguese_name, taxonomic_order, category) VALUES ($1, $2, $3, $4, $5)", [
      "Harpia harpyja",
      "Harpy Eagle",
      "gavião-real",
      1,
      "species",
    ]);
    const context: ImportContext = { locations: new Set(["L1000001"]), names: new Map(), today: "2025-06-01" };
    const result = await importSightings(
      db,
      [
        Buffer.from(
          ebirdCsv([
            { "Scientific Name": "Harpia harpyja", "Common Name": "Harpy Eagle" },
            { "Scientific Name": "Piaya cayana", "Common Name": "Squirrel Cuckoo" },
          ]),
        ),
      ],
      context,
    );
    expect(result).toMatchObject({ ok: true, withoutPortugueseName: [{ scientificName: "Piaya cayana", commonName: "Squirrel Cuckoo" }] });
  });
});

describe.each(TEST_SETUPS)("npm run sightings -- names FILE on the $name setup", (setup) => {
  const file = (csv: string) => commandFile("eBird_taxonomy.csv", csv);

  it("imports the file into the configured database and says how many names it took", async () => {
    const env = await setup.create();
    const run = sightingsCommand(env, ["names", FIXTURE]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Taken: ${fixtureRows().length} names`);
    const db = await openTestDatabase(env);
    try {
      expect(await stored(db)).toHaveLength(fixtureRows().length);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("refuses a bad file with its line numbers and a file over the limit, exiting with 1", async () => {
    const env = await setup.create();
    const bad = sightingsCommand(env, ["names", file(`${HEADER}\n1,bird,a,Hoatzin,Opisthocomus hoazin,,,,\n`)]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Refused: 1 line cannot be taken.");
    expect(bad.stderr).toContain('line 2: CATEGORY "bird"');
    expect(bad.stderr).toContain("the names table is as it was");
    const large = file(fixture());
    fs.truncateSync(large, 30 * 1024 * 1024 + 1);
    const run = sightingsCommand(env, ["names", large]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("larger than 30 MB: nothing was imported");
  }, 60_000);
});
