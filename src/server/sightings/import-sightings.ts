import type { Database, Queryable } from "../data/database";
import { insertRows } from "../data/insert-rows";
import { CsvSyntaxError, readCsv, type CsvSource } from "../../lib/ebird/csv-reader";
import { namesTable } from "./import-names";
import { indexColumns, readEbirdRow, type ColumnIndex, type EbirdColumn, type EbirdRecord, type RowProblem } from "../../lib/ebird/ebird-rows";
import { exportStartProblem, type StartProblem } from "../../lib/ebird/export-start";
import { readFileStart } from "../../lib/ebird/file-start";
import { ShortDates, type DateOrderFound } from "../../lib/ebird/spreadsheet-dates";
import { timeSlices } from "../event-loop";
import { detached, PendingChecklists, type ChecklistHead, type PendingChecklist, type TakenChecklist } from "./pending-checklists";
import { RefusalList } from "./refusal-list";

/** The lodge's places on eBird, by Location ID (site.json › ebirdLocations; in the content editor, EBIRD_LOCATIONS_PLACE). */
export type LodgeLocations = ReadonlySet<string>;

/** Species names the site knows, by scientific name: only the Portuguese one matters to the report. */
export type KnownNames = ReadonlyMap<string, { pt?: string }>;

export interface ImportContext {
  locations: LodgeLocations;
  names: KnownNames;
  /** The lodge's date, YYYY-MM-DD: a checklist after it is refused. */
  today: string;
  now?: number;
}

export type LineProblem = RowProblem | "inconsistent" | "duplicate";

export interface Refusal {
  line: number;
  problem: LineProblem;
  column?: EbirdColumn;
  value?: string;
  /** The further lines refused for the same problem in the same column, not listed (RefusalList). */
  alike?: number;
}

/** What a file that could be read at all gave: its parts taken, its lines refused, its records left out. */
export interface ImportReport {
  ok: true;
  checklistsTaken: number;
  recordsTaken: number;
  /** Checklists this database already had (the same export, or an overlapping one): left as they were. */
  checklistsAlreadyImported: number;
  /** Checklists left out whole because one of their lines was refused: never half a checklist. */
  checklistsRefused: number;
  /**
   * The refused lines in the file's order, the first of each kind with the count of the lines like it,
   * up to REFUSALS_LISTED; refusedLines counts them all.
   */
  refused: Refusal[];
  refusedLines: number;
  otherLocations: Array<{ locationId: string; location: string; rows: number }>;
  /** Species taken that the site has no Portuguese name for: shown by their English and scientific names. */
  withoutPortugueseName: Array<{ scientificName: string; commonName: string }>;
}

/**
 * A file refused whole: nothing of it was stored. Besides a file of other columns or broken quoting,
 * what its start shows (not text, another separator or encoding) and dates as a spreadsheet re-saves
 * them, which would otherwise refuse every row alike.
 */
export type FileRefusal =
  | { ok: false; problem: "columns"; missing: EbirdColumn[] }
  | { ok: false; problem: "syntax"; line: number; detail: "openQuote" | "afterQuote" }
  | { ok: false; problem: "empty" }
  | ({ ok: false } & StartProblem)
  | ({ ok: false; problem: "dateFormat" } & DateOrderFound);

export type ImportResult = ImportReport | FileRefusal;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const sameChecklist = (a: ChecklistHead, b: EbirdRecord) =>
  a.locationId === b.locationId && a.date === b.date && a.time === b.time && a.complete === b.complete && a.protocol === b.protocol;

/**
 * Reads a "My eBird Data" export and stores the lodge's checklists in it, all in one transaction:
 * a failure stores nothing, and a checklist already stored (by Submission ID) is left as it was, so
 * importing a file twice changes nothing. Lines that cannot be taken are refused with their line
 * number, and their checklist with them; rows at other places than the lodge's are counted and left out.
 * A file whose every date is in a spreadsheet's form is refused whole, in one sentence, not line by line.
 */
export async function importSightings(db: Database, source: CsvSource, context: ImportContext): Promise<ImportResult> {
  const start = await readFileStart(source);
  const startProblem = exportStartProblem(start.head);
  if (startProblem) {
    await start.close();
    return { ok: false, ...startProblem };
  }
  const pending = new PendingChecklists();
  const refused = new RefusalList();
  const shortDates = new ShortDates();
  let isoDates = 0;
  const others = new Map<string, { location: string; rows: number }>();
  const refuse = (refusal: Refusal, checklist?: PendingChecklist) => {
    refused.add(refusal);
    if (checklist) checklist.refused = true;
  };
  // Reading 50 MB takes seconds of the server's one thread: it goes on in slices, between visitors' requests.
  const slice = timeSlices();

  let columns: ColumnIndex | undefined;
  try {
    for await (const { line, fields } of readCsv(start.chunks)) {
      const turn = slice();
      if (turn) await turn;
      if (!columns) {
        const header = indexColumns(fields);
        if (!header.ok) return { ok: false, problem: "columns", missing: header.missing };
        columns = header.columns;
        continue;
      }
      if (ISO_DATE.test(fields[columns.Date]?.trim() ?? "")) isoDates++;
      const row = readEbirdRow(fields, columns, context.today);
      if (!row.ok) {
        if (row.problem === "date") shortDates.note(row.value ?? "", line);
        // A row that names its checklist takes the checklist down with it.
        const id = fields[columns["Submission ID"]]?.trim() ?? "";
        refuse({ line, problem: row.problem, ...(row.column ? { column: row.column, value: row.value ?? "" } : {}) }, pending.checklist(id));
        continue;
      }
      const record = row.record;
      if (!context.locations.has(record.locationId)) {
        const other = others.get(record.locationId) ?? { location: detached(fields[columns.Location]?.trim() ?? ""), rows: 0 };
        other.rows++;
        others.set(pending.shared(record.locationId), other);
        continue;
      }
      const checklist = pending.checklist(record.submissionId);
      checklist.head ??= pending.head(record);
      if (!sameChecklist(checklist.head, record)) refuse({ line, problem: "inconsistent", column: "Submission ID", value: record.submissionId }, checklist);
      else if (checklist.species.has(record.scientificName))
        refuse({ line, problem: "duplicate", column: "Scientific Name", value: record.scientificName }, checklist);
      else pending.add(checklist, record);
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problem: "syntax", line: error.line, detail: error.problem };
    throw error;
  }
  if (!columns) return { ok: false, problem: "empty" };
  // A spreadsheet rewrites the whole column: with no date left as eBird wrote it, the file is the cause, not its rows.
  const dateOrder = shortDates.found();
  if (dateOrder && isoDates === 0) return { ok: false, problem: "dateFormat", ...dateOrder };

  const taking = pending.taking();
  const stored = await db.transaction((tx) => storeNew(tx, pending, taking, context.now ?? Date.now()));
  const table = await namesTable(db);
  const missingNames = new Map<string, string>();
  let recordsTaken = 0;
  for (const { scientificName, commonName } of pending.species(stored)) {
    const turn = slice();
    if (turn) await turn;
    recordsTaken++;
    if (!context.names.get(scientificName)?.pt && !table.get(scientificName)?.pt) missingNames.set(scientificName, commonName);
  }

  return {
    ok: true,
    checklistsTaken: stored.length,
    recordsTaken,
    checklistsAlreadyImported: taking.length - stored.length,
    checklistsRefused: [...pending.byId.values()].filter((checklist) => checklist.refused).length,
    refused: refused.listed,
    refusedLines: refused.lines,
    otherLocations: [...others].map(([locationId, other]) => ({ locationId, ...other })),
    withoutPortugueseName: [...missingNames].map(([scientificName, commonName]) => ({ scientificName, commonName })),
  };
}

/** Stores the checklists this database does not have yet; returns those it stored. */
async function storeNew(tx: Queryable, pending: PendingChecklists, checklists: readonly TakenChecklist[], now: number): Promise<TakenChecklist[]> {
  const known = new Set((await tx.query<{ submission_id: string }>("SELECT submission_id FROM ebird_checklists")).map((row) => row.submission_id));
  const fresh = checklists.filter((checklist) => !known.has(checklist.head.submissionId));
  await insertRows(
    tx,
    "INSERT INTO ebird_checklists (submission_id, location_id, observed_on, started_at, protocol, duration_minutes, all_species_reported, observers, imported_at)",
    9,
    fresh.map(({ head }) => [
      head.submissionId,
      head.locationId,
      head.date,
      head.time,
      head.protocol,
      head.durationMinutes,
      head.complete ? 1 : 0,
      head.observers,
      now,
    ]),
  );
  await insertRows(tx, "INSERT INTO ebird_records (submission_id, scientific_name, common_name, taxonomic_order, how_many)", 5, pending.recordRows(fresh));
  return fresh;
}
