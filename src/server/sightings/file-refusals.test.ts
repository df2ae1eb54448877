/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../data/database";
import { migrate } from "../data/migrations";
import { openSqlite } from "../data/sqlite";
import { ebirdCsv, type EbirdRow } from "../../test-utils/ebird-export";
import { fixtureExport, resaved } from "../../test-utils/resaved-export";
import { describeImport, USE_ORIGINAL } from "./describe-import";
import { importSightings, type ImportContext, type ImportResult } from "./import-sightings";

const CONTEXT: ImportContext = { locations: new Set(["L1000001", "L1000002", "L1000003"]), names: new Map(), today: "2025-06-01" };
// A JPEG's first bytes (the JFIF header) and then some of its data.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64 * 1024, 0xa5)]);

/** 500 rows, a checklist a day from New Year's: days past the 12th show the dates' order. */
const DAYS: EbirdRow[] = Array.from({ length: 500 }, (_, index) => {
  const day = new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10);
  return { "Submission ID": `S${100 + index}`, Date: day };
});

/**
 * Files eBird never writes, as staff send them: each refused whole in one line that names the cause
 * and says what to do, with nothing stored, on the embedded database of a test of its own.
 */
describe("importing a file that is not eBird's export as eBird wrote it", () => {
  let dir: string;
  let db: Database;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-refusals-"));
    db = await openSqlite(dir);
    await migrate(db);
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (file: string | Buffer) => importSightings(db, [Buffer.from(file)], CONTEXT);
  const stored = async () => (await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM ebird_checklists"))[0]?.n;
  const oneLine = (result: ImportResult) => {
    const text = describeImport(result);
    expect(text.split("\n")).toHaveLength(1);
    return text;
  };

  it("takes the sample export as eBird wrote it", async () => {
    expect(await run(fixtureExport())).toMatchObject({ ok: true, refusedLines: 0 });
  });

  it("refuses the export saved again by Excel in Brazil (semicolons, dates day first) by its separator", async () => {
    const result = await run(await resaved(fixtureExport(), { separator: ";", dates: "dayFirst" }));
    expect(result).toEqual({ ok: false, problem: "separator", separator: "semicolon" });
    expect(oneLine(result)).toBe(
      "Refused: its columns are separated by semicolons, not commas: the file was opened and saved again in a spreadsheet program such as Excel. " +
        `Nothing was imported. ${USE_ORIGINAL}`,
    );
    expect(await stored()).toBe(0);
  });

  it("refuses a JPEG renamed .csv as a JPEG image", async () => {
    const result = await run(JPEG);
    expect(result).toEqual({ ok: false, problem: "notCsv", looksLike: "jpeg" });
    expect(oneLine(result)).toBe(`Refused: this is a JPEG image, not a CSV file. Nothing was imported. ${USE_ORIGINAL}`);
  });

  it.each([
    ["day first", "dayFirst", "13/01/2024"],
    ["month first", "monthFirst", "01/13/2024"],
  ] as const)("refuses 500 rows of dates written %s in one line, naming the form and a date that shows it", async (_name, dates, example) => {
    const result = await run(await resaved(ebirdCsv(DAYS), { separator: ",", dates }));
    // The 13th of January is the 13th row, line 14 after the header.
    expect(result).toEqual({ ok: false, problem: "dateFormat", order: dates, example, line: 14 });
    expect(oneLine(result)).toContain(`such as "${example}" on line 14), but eBird writes them year-month-day: the file was opened`);
    expect(await stored()).toBe(0);
  });

  it("lists a column's problem once with the count of the lines like it, and each checklist's own problem on its line", async () => {
    const rows: EbirdRow[] = [
      ...DAYS.map((row) => ({ ...row, Latitude: "-13,27" })),
      { "Submission ID": "S1", Date: "2024-05-02" },
      { "Submission ID": "S1", Date: "2024-05-03" },
      { "Submission ID": "S2", Date: "2024-05-02" },
      { "Submission ID": "S2", Date: "2024-05-04" },
      { "Submission ID": "S3", Date: "05/02/2024" },
    ];
    const result = await run(ebirdCsv(rows));
    if (!result.ok) throw new Error(`refused whole: ${JSON.stringify(result)}`);
    expect(result.refused).toEqual([
      { line: 2, problem: "decimalComma", column: "Latitude", value: "-13,27", alike: 499 },
      { line: 503, problem: "inconsistent", column: "Submission ID", value: "S1" },
      { line: 505, problem: "inconsistent", column: "Submission ID", value: "S2" },
      { line: 506, problem: "date", column: "Date", value: "05/02/2024" },
    ]);
    expect(result.refusedLines).toBe(503);
    expect(
      describeImport(result)
        .split("\n")
        .filter((line) => line.startsWith("  line ")),
    ).toEqual([
      '  line 2: Latitude "-13,27" a decimal comma: eBird writes a point (the file was saved in another locale) (and 499 more lines like it)',
      '  line 503: Submission ID "S1" this checklist\'s place, date, time, protocol or completeness differs from its earlier lines',
      '  line 505: Submission ID "S2" this checklist\'s place, date, time, protocol or completeness differs from its earlier lines',
      '  line 506: Date "05/02/2024" not a date as YYYY-MM-DD',
    ]);
  });
});
