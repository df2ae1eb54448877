import { BASE_ROW, type EbirdRow } from "../../test-utils/ebird-export";
import { EBIRD_COLUMNS, indexColumns, readEbirdRow, type ColumnIndex } from "./ebird-rows";

const TODAY = "2025-06-01";
const shuffled = [...EBIRD_COLUMNS].reverse();
const found = indexColumns(shuffled);
if (!found.ok) throw new Error("the export's own columns must be found");
const columns: ColumnIndex = found.columns;

const read = (row: EbirdRow = {}) =>
  readEbirdRow(
    shuffled.map((column) => ({ ...BASE_ROW, ...row })[column]),
    columns,
    TODAY,
  );

describe("indexColumns", () => {
  it("finds eBird's columns by name in any order, around spaces", () => {
    const header = [" Count ", ...EBIRD_COLUMNS.filter((column) => column !== "Count"), "Extra"];
    const index = indexColumns(header);
    expect(index.ok && index.columns.Count).toBe(0);
  });

  it("names every column a file lacks", () => {
    expect(indexColumns(EBIRD_COLUMNS.filter((column) => column !== "Date" && column !== "Location ID"))).toEqual({
      ok: false,
      missing: ["Location ID", "Date"],
    });
  });
});

describe("readEbirdRow", () => {
  it("reads a row into a record: 12-hour time to 24, a complete checklist", () => {
    expect(read({ Time: "01:15 PM" })).toEqual({
      ok: true,
      record: {
        submissionId: "S100000001",
        commonName: "Cone-billed Tanager",
        scientificName: "Conothraupis mesoleuca",
        taxonomicOrder: 31000,
        count: 2,
        locationId: "L1000001",
        date: "2025-05-10",
        time: "13:15",
        protocol: "eBird - Traveling Count",
        durationMinutes: 120,
        complete: true,
        observers: 2,
      },
    });
  });

  it('reads "X" as a species present but not counted, and an incomplete checklist', () => {
    const result = read({ Count: "X", "All Obs Reported": "0", Time: "" });
    expect(result.ok && [result.record.count, result.record.complete, result.record.time]).toEqual([null, false, null]);
  });

  it.each([
    [{ Latitude: "-13,27" }, "decimalComma", "Latitude"],
    [{ "Distance Traveled (km)": "2,5" }, "decimalComma", "Distance Traveled (km)"],
    [{ Date: "2025-06-02" }, "futureDate", "Date"],
    [{ Date: "2025-02-30" }, "date", "Date"],
    [{ Date: "10/05/2025" }, "date", "Date"],
    [{ Count: "0" }, "count", "Count"],
    [{ Count: "two" }, "number", "Count"],
    [{ Count: "" }, "missing", "Count"],
    [{ "Scientific Name": " " }, "missing", "Scientific Name"],
    [{ "Submission ID": "100" }, "submissionId", "Submission ID"],
    [{ "Location ID": "Jardim" }, "locationId", "Location ID"],
    [{ Time: "25:00" }, "time", "Time"],
    [{ "All Obs Reported": "yes" }, "allObsReported", "All Obs Reported"],
    [{ "Duration (Min)": "1.5" }, "number", "Duration (Min)"],
  ] as const)("refuses %j: %s in %s", (row, problem, column) => {
    expect(read(row)).toEqual({ ok: false, problem, column, value: Object.values(row)[0]!.trim() });
  });

  it("refuses a row shorter than the header", () => {
    expect(readEbirdRow(["S1", "x"], columns, TODAY)).toEqual({ ok: false, problem: "columnCount" });
  });

  it("accepts a checklist of today", () => {
    expect(read({ Date: TODAY }).ok).toBe(true);
  });
});
