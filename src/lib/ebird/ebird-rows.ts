/**
 * The rows of eBird's "My eBird Data" export, as eBird writes them: columns found by their header
 * names (their order is eBird's to change), each row checked and turned into one record of a species
 * on a checklist, or refused with the reason and the column it concerns.
 */

import { indexHeader } from "./csv-reader";

/** The columns the export has; the import needs every one of them present, by these exact names. */
export const EBIRD_COLUMNS = [
  "Submission ID",
  "Common Name",
  "Scientific Name",
  "Taxonomic Order",
  "Count",
  "State/Province",
  "County",
  "Location ID",
  "Location",
  "Latitude",
  "Longitude",
  "Date",
  "Time",
  "Protocol",
  "Duration (Min)",
  "All Obs Reported",
  "Distance Traveled (km)",
  "Area Covered (ha)",
  "Number of Observers",
  "Breeding Code",
  "Observation Details",
  "Checklist Comments",
  "ML Catalog Numbers",
] as const;

export type EbirdColumn = (typeof EBIRD_COLUMNS)[number];

/** Where each column is in this file's rows. */
export type ColumnIndex = Readonly<Record<EbirdColumn, number>>;

/** The header's columns by name, or the names it lacks. */
export const indexColumns = (header: readonly string[]) => indexHeader(header, EBIRD_COLUMNS);

/** One species on one checklist. */
export interface EbirdRecord {
  submissionId: string;
  commonName: string;
  scientificName: string;
  taxonomicOrder: number | null;
  /** null for eBird's "X": present, not counted. */
  count: number | null;
  locationId: string;
  /** YYYY-MM-DD, the day of the checklist. */
  date: string;
  /** HH:MM on a 24-hour clock, or null when the checklist has no start time. */
  time: string | null;
  protocol: string;
  durationMinutes: number | null;
  /** The observers reported every species they identified: only these checklists measure frequency. */
  complete: boolean;
  observers: number | null;
}

export type RowProblem =
  "columnCount" | "missing" | "submissionId" | "locationId" | "count" | "number" | "decimalComma" | "date" | "futureDate" | "time" | "allObsReported";

export type RowResult = { ok: true; record: EbirdRecord } | { ok: false; problem: RowProblem; column?: EbirdColumn; value?: string };

const DECIMAL = /^-?\d+(\.\d+)?$/;
// A comma between digits where a point belongs: a spreadsheet in a Portuguese (or other) locale saved it.
const DECIMAL_COMMA = /^-?\d+,\d+$/;

class RowRefusal {
  constructor(
    readonly problem: RowProblem,
    readonly column: EbirdColumn,
    readonly value: string,
  ) {}
}

/** A day that exists in the calendar, as YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** eBird writes "07:05 AM"; a re-saved file may hold "07:05" or "7:05". */
function clockTime(value: string): string | null {
  const match = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?(?:\s*([AP]M))?$/i.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[3]?.toUpperCase();
  if (half ? hours < 1 || hours > 12 : hours > 23) return null;
  if (half === "AM" && hours === 12) hours = 0;
  if (half === "PM" && hours !== 12) hours += 12;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * One data row checked against the header's columns. `today` (YYYY-MM-DD, the lodge's date) bounds
 * the checklists' dates: a day still to come is a mistake in the file, not a record.
 */
export function readEbirdRow(fields: readonly string[], columns: ColumnIndex, today: string): RowResult {
  const width = Math.max(...Object.values(columns)) + 1;
  if (fields.length < width) return { ok: false, problem: "columnCount" };
  const cell = (column: EbirdColumn) => (fields[columns[column]] ?? "").trim();
  const required = (column: EbirdColumn) => {
    const value = cell(column);
    if (value === "") throw new RowRefusal("missing", column, value);
    return value;
  };
  const decimal = (column: EbirdColumn): number | null => {
    const value = cell(column);
    if (value === "") return null;
    if (DECIMAL_COMMA.test(value)) throw new RowRefusal("decimalComma", column, value);
    if (!DECIMAL.test(value)) throw new RowRefusal("number", column, value);
    return Number(value);
  };
  const whole = (column: EbirdColumn): number | null => {
    const value = decimal(column);
    if (value !== null && (!Number.isInteger(value) || value < 0)) throw new RowRefusal("number", column, cell(column));
    return value;
  };
  try {
    const submissionId = required("Submission ID");
    if (!/^S\d+$/.test(submissionId)) throw new RowRefusal("submissionId", "Submission ID", submissionId);
    const locationId = required("Location ID");
    if (!/^L\d+$/.test(locationId)) throw new RowRefusal("locationId", "Location ID", locationId);
    const rawCount = required("Count");
    const count = rawCount.toUpperCase() === "X" ? null : whole("Count");
    if (count === 0) throw new RowRefusal("count", "Count", rawCount);
    const date = required("Date");
    if (!isCalendarDay(date)) throw new RowRefusal("date", "Date", date);
    if (date > today) throw new RowRefusal("futureDate", "Date", date);
    const rawTime = cell("Time");
    const time = rawTime === "" ? null : clockTime(rawTime);
    if (rawTime !== "" && time === null) throw new RowRefusal("time", "Time", rawTime);
    const allObs = required("All Obs Reported");
    if (allObs !== "0" && allObs !== "1") throw new RowRefusal("allObsReported", "All Obs Reported", allObs);
    // Checked for the decimal comma, though not kept: the sign of a file re-saved in another locale.
    for (const column of ["Latitude", "Longitude", "Distance Traveled (km)", "Area Covered (ha)"] as const) decimal(column);
    return {
      ok: true,
      record: {
        submissionId,
        commonName: required("Common Name"),
        scientificName: required("Scientific Name"),
        taxonomicOrder: decimal("Taxonomic Order"),
        count,
        locationId,
        date,
        time,
        protocol: required("Protocol"),
        durationMinutes: whole("Duration (Min)"),
        complete: allObs === "1",
        observers: whole("Number of Observers"),
      },
    };
  } catch (error) {
    if (error instanceof RowRefusal) return { ok: false, problem: error.problem, column: error.column, value: error.value };
    throw error;
  }
}
