import type { ImportResult, Refusal } from "./import-sightings";

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

/** A refused line in words: its number, the column and value concerned, and what is wrong with them. */
export const refusalLine = <Problem extends string>(
  refusal: { line: number; problem: Problem; column?: string; value?: string },
  problems: Readonly<Record<Problem, string>>,
) => `  line ${refusal.line}: ${refusal.column ? `${refusal.column} ` : ""}${refusal.value ? `"${refusal.value}" ` : ""}${problems[refusal.problem]}`;

/** An import's result in words, for the command line (the staff page words the same report itself). */
export function describeImport(result: ImportResult): string {
  if (!result.ok) {
    if (result.problem === "columns") return `Refused: not eBird's export, it lacks the columns ${result.missing.join(", ")}. Nothing was imported.`;
    if (result.problem === "syntax")
      return `Refused: line ${result.line} cannot be read as CSV (${result.detail === "openQuote" ? "a quote is never closed" : "text after a closing quote"}). Nothing was imported.`;
    return "Refused: the file is empty. Nothing was imported.";
  }
  const lines = [
    `Taken: ${result.checklistsTaken} checklists, ${result.recordsTaken} records.`,
    `Already imported before (left as they were): ${result.checklistsAlreadyImported} checklists.`,
  ];
  if (result.refusedLines > 0) {
    lines.push(
      `Refused: ${result.refusedLines} lines, and with them ${result.checklistsRefused} checklists whole:`,
      ...result.refused.map((refusal) => refusalLine(refusal, PROBLEMS)),
    );
    if (result.refusedLines > result.refused.length) lines.push(`  … and ${result.refusedLines - result.refused.length} more lines.`);
  }
  if (result.otherLocations.length > 0) {
    lines.push(
      "Left out, not the lodge's locations (site.json › ebirdLocations):",
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
