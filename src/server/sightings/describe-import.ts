import { EBIRD_LOCATIONS_PLACE } from "../../cms/ebird-locations-place";
import type { BinaryKind } from "../../lib/ebird/file-kind";
import type { DateOrder } from "../../lib/ebird/spreadsheet-dates";
import type { FileRefusal, ImportResult, Refusal } from "./import-sightings";

const PROBLEMS: Record<Refusal["problem"], string> = {
  columnCount: "fewer columns than the header",
  missing: "empty",
  submissionId: 'not a Submission ID ("S" and digits)',
  locationId: 'not a Location ID ("L" and digits)',
  count: "a count of 0",
  number: "not a number",
  decimalComma: "a decimal comma: eBird writes a point (the file was saved in another locale)",
  date: "not a date as YYYY-MM-DD",
  futureDate: "a date still to come",
  time: "not a time",
  allObsReported: "not 1 or 0",
  inconsistent: "this checklist's place, date, time, protocol or completeness differs from its earlier lines",
  duplicate: "this species twice on the same checklist",
};

const LOOKS_LIKE: Record<Exclude<BinaryKind, "zip" | "other">, string> = {
  jpeg: "a JPEG image",
  png: "a PNG image",
  gif: "a GIF image",
  webp: "a WebP image",
  heic: "an HEIC photo",
  pdf: "a PDF document",
  spreadsheet: "a spreadsheet workbook (Excel or similar)",
  office: "a Microsoft Office document (such as an Excel .xls workbook)",
};

const DATE_ORDERS: Record<DateOrder, (example: string) => string> = {
  dayFirst: (example) => `day first (day/month/year, such as ${example})`,
  monthFirst: (example) => `month first (month/day/year, such as ${example})`,
  either: (example) => `as day/month/year or month/day/year (such as ${example})`,
};

const RESAVED = "the file was opened and saved again in a spreadsheet program such as Excel";

/** What to do about a file a spreadsheet program re-saved, or the wrong file picked. */
export const USE_ORIGINAL =
  'Import the original file from eBird\'s download ("Download My Data"): the CSV inside the zip eBird e-mails, not opened and saved in a spreadsheet program.';

/** A refused line in words: its number, the column and value concerned, and what is wrong with them. */
export const refusalLine = <Problem extends string>(
  refusal: { line: number; problem: Problem; column?: string; value?: string; alike?: number },
  problems: Readonly<Record<Problem, string>>,
) =>
  `  line ${refusal.line}: ${refusal.column ? `${refusal.column} ` : ""}${refusal.value ? `"${refusal.value}" ` : ""}${problems[refusal.problem]}` +
  (refusal.alike ? ` (and ${refusal.alike} more ${refusal.alike === 1 ? "line" : "lines"} like it)` : "");

/** A file refused whole, in one line: the cause, that nothing was imported, and what to do when it is the file's form. */
export function describeFileRefusal(result: FileRefusal): string {
  switch (result.problem) {
    case "columns":
      return `Refused: not eBird's export, it lacks the columns ${result.missing.join(", ")}. Nothing was imported. ${USE_ORIGINAL}`;
    case "syntax":
      return `Refused: line ${result.line} cannot be read as CSV (${result.detail === "openQuote" ? "a quote is never closed" : "text after a closing quote"}). Nothing was imported.`;
    case "empty":
      return "Refused: the file is empty. Nothing was imported.";
    case "notCsv":
      if (result.looksLike === "zip")
        return "Refused: this is a zip file, not the CSV inside it. Nothing was imported. Unzip the file eBird e-mails and import the CSV inside it (MyEBirdData.csv).";
      if (result.looksLike === "other") return `Refused: this is not a CSV file (it is not text). Nothing was imported. ${USE_ORIGINAL}`;
      return `Refused: this is ${LOOKS_LIKE[result.looksLike]}, not a CSV file. Nothing was imported. ${USE_ORIGINAL}`;
    case "separator":
      return `Refused: its columns are separated by ${result.separator === "semicolon" ? "semicolons" : "tabs"}, not commas: ${RESAVED}. Nothing was imported. ${USE_ORIGINAL}`;
    case "encoding":
      return `Refused: its accented letters are not in UTF-8, as eBird writes them: the file was saved again in another program. Nothing was imported. ${USE_ORIGINAL}`;
    case "dateFormat":
      return `Refused: its dates are written ${DATE_ORDERS[result.order](`"${result.example}" on line ${result.line}`)}, but eBird writes them year-month-day: ${RESAVED}. Nothing was imported. ${USE_ORIGINAL}`;
  }
}

/** An import's result in words, for the command line (the staff page words the same report itself). */
export function describeImport(result: ImportResult): string {
  if (!result.ok) return describeFileRefusal(result);
  const lines = [
    `Taken: ${result.checklistsTaken} checklists, ${result.recordsTaken} records.`,
    `Already imported before (left as they were): ${result.checklistsAlreadyImported} checklists.`,
  ];
  if (result.refusedLines > 0) {
    lines.push(
      `Refused: ${result.refusedLines} lines, and with them ${result.checklistsRefused} checklists whole:`,
      ...result.refused.map((refusal) => refusalLine(refusal, PROBLEMS)),
    );
    const unlisted = result.refusedLines - result.refused.reduce((sum, refusal) => sum + 1 + (refusal.alike ?? 0), 0);
    if (unlisted > 0) lines.push(`  … and ${unlisted} more lines.`);
  }
  if (result.otherLocations.length > 0) {
    lines.push(
      `Left out, not the lodge's locations (set in the content editor, under ${EBIRD_LOCATIONS_PLACE}):`,
      ...result.otherLocations.map((other) => `  ${other.locationId} ${other.location}: ${other.rows} rows`),
    );
  }
  if (result.withoutPortugueseName.length > 0) {
    lines.push(
      "Species without a Portuguese name on the site (shown by their English and scientific names):",
      ...result.withoutPortugueseName.map((species) => `  ${species.scientificName} (${species.commonName})`),
    );
  }
  return lines.join("\n");
}
