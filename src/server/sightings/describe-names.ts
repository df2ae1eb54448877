import { refusalLine } from "./describe-import";
import type { NamesImportResult, NamesRefusal } from "./import-names";

const PROBLEMS: Record<NamesRefusal["problem"], string> = {
  columnCount: "fewer columns than the header",
  missing: "empty",
  number: "not a number",
  category: "not one of eBird's categories (species, spuh, slash, hybrid, issf, form, intergrade, domestic)",
  duplicate: "this scientific name twice",
};

/** A names import's result in words, for the command line. */
export function describeNamesImport(result: NamesImportResult): string {
  if (result.ok) return `Taken: ${result.taxa} names from eBird's taxonomy; the previous names table was replaced. Publish the site to show them.`;
  const unchanged = "Nothing was imported: the names table is as it was.";
  if (result.problem === "columns") return `Refused: not eBird's taxonomy file, it lacks the columns ${result.missing.join(", ")}. ${unchanged}`;
  if (result.problem === "syntax")
    return `Refused: line ${result.line} cannot be read as CSV (${result.detail === "openQuote" ? "a quote is never closed" : "text after a closing quote"}). ${unchanged}`;
  if (result.problem === "empty") return `Refused: the file has no names. ${unchanged}`;
  const lines = [
    `Refused: ${result.refusedLines} ${result.refusedLines === 1 ? "line" : "lines"} cannot be taken. ${unchanged}`,
    ...result.refused.map((refusal) => refusalLine(refusal, PROBLEMS)),
  ];
  if (result.refusedLines > result.refused.length) lines.push(`  … and ${result.refusedLines - result.refused.length} more lines.`);
  return lines.join("\n");
}
