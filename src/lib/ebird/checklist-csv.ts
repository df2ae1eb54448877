import { monthName } from "../format/business-constants";
import type { Language } from "../i18n/languages";
import { csvRow } from "../format/csv";
import type { ChecklistFrequencies } from "./frequencies";

/** The columns' headings, in the file's language (from the UI strings). */
export interface ChecklistCsvHeadings {
  seen: string;
  portugueseName: string;
  englishName: string;
  scientificName: string;
  likelyMonths: string;
}

export interface CsvSpeciesName {
  scientificName: string;
  pt: string | null;
  en: string;
}

/**
 * The checklist to take along, as CSV: a first column left empty to tick in a spreadsheet or on paper,
 * both names and the scientific one, and the months most likely, in taxonomic order. A species the
 * site has no Portuguese name for has that cell empty, never a made-up name.
 */
export function checklistCsv(frequencies: ChecklistFrequencies, names: readonly CsvSpeciesName[], language: Language, headings: ChecklistCsvHeadings): string {
  const byName = new Map(names.map((name) => [name.scientificName, name]));
  const rows = frequencies.species.map((species) => {
    const name = byName.get(species.scientificName);
    const months = species.likelyMonths.map((month) => monthName(month, language)).join(", ");
    return csvRow(["", name?.pt ?? "", name?.en ?? species.commonName, species.scientificName, months]);
  });
  return csvRow([headings.seen, headings.portugueseName, headings.englishName, headings.scientificName, headings.likelyMonths]) + rows.join("");
}
