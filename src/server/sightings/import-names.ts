import type { Database, Queryable } from "../data/database";
import { insertRows } from "../data/insert-rows";
import { CsvSyntaxError, readCsv, type CsvSource } from "../../lib/ebird/csv-reader";
import {
  indexTaxonomyColumns,
  portugueseNameColumn,
  readTaxonomyRow,
  type Taxon,
  type TaxonomyColumn,
  type TaxonomyProblem,
} from "../../lib/ebird/taxonomy-rows";

/**
 * eBird's taxonomy file is about 17,000 rows and 3 MB; ten times that is no taxonomy file, and a limit
 * keeps a mistaken upload (a year of a region's records) from filling the server's memory.
 */
export const MAX_TAXONOMY_BYTES = 30 * 1024 * 1024;

export interface NamesRefusal {
  line: number;
  problem: TaxonomyProblem | "duplicate";
  column?: TaxonomyColumn;
  value?: string;
}

export type NamesImportResult =
  | { ok: true; taxa: number }
  | { ok: false; problem: "columns"; missing: TaxonomyColumn[] }
  | { ok: false; problem: "syntax"; line: number; detail: "openQuote" | "afterQuote" }
  | { ok: false; problem: "empty" }
  /** Lines that cannot be taken: the whole file is refused (a names table half replaced would mix two years' names). */
  | { ok: false; problem: "lines"; refused: NamesRefusal[]; refusedLines: number };

/** Enough to fix the file by; a file wrong on every line would otherwise answer megabytes. */
export const NAMES_REFUSALS_LISTED = 100;

/**
 * Replaces the names table with the taxonomy file's rows, in one transaction: a file refused for any
 * line changes nothing, and a file taken leaves no name of the previous one behind.
 */
export async function importNames(db: Database, source: CsvSource): Promise<NamesImportResult> {
  const taxa = new Map<string, Taxon>();
  const refused: NamesRefusal[] = [];
  let refusedLines = 0;
  const refuse = (refusal: NamesRefusal) => {
    refusedLines++;
    if (refused.length < NAMES_REFUSALS_LISTED) refused.push(refusal);
  };
  let columns: ReturnType<typeof indexTaxonomyColumns> | undefined;
  let portuguese = -1;
  try {
    for await (const { line, fields } of readCsv(source)) {
      if (!columns) {
        columns = indexTaxonomyColumns(fields);
        portuguese = portugueseNameColumn(fields);
        if (!columns.ok) return { ok: false, problem: "columns", missing: columns.missing };
        continue;
      }
      if (!columns.ok) continue;
      const row = readTaxonomyRow(fields, columns.columns, portuguese);
      if (!row.ok) refuse({ line, problem: row.problem, ...(row.column ? { column: row.column, value: row.value ?? "" } : {}) });
      else if (taxa.has(row.taxon.scientificName)) refuse({ line, problem: "duplicate", column: "SCI_NAME", value: row.taxon.scientificName });
      else taxa.set(row.taxon.scientificName, row.taxon);
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problem: "syntax", line: error.line, detail: error.problem };
    throw error;
  }
  if (!columns) return { ok: false, problem: "empty" };
  if (refusedLines > 0) return { ok: false, problem: "lines", refused, refusedLines };
  if (taxa.size === 0) return { ok: false, problem: "empty" };
  await db.transaction((tx) => replaceNames(tx, [...taxa.values()]));
  return { ok: true, taxa: taxa.size };
}

async function replaceNames(tx: Queryable, taxa: readonly Taxon[]): Promise<void> {
  await tx.run("DELETE FROM ebird_names");
  await insertRows(
    tx,
    "INSERT INTO ebird_names (scientific_name, english_name, portuguese_name, taxonomic_order, category)",
    5,
    taxa.map((taxon) => [taxon.scientificName, taxon.englishName, taxon.portugueseName, taxon.taxonomicOrder, taxon.category]),
  );
}

/** A taxon's names and order as the names table has them. */
export interface TableName {
  en: string;
  pt: string | null;
  taxonomicOrder: number;
}

/** The names table, by scientific name (empty until a taxonomy file was imported). */
export async function namesTable(db: Queryable): Promise<Map<string, TableName>> {
  const rows = await db.query<{ scientific_name: string; english_name: string; portuguese_name: string | null; taxonomic_order: number }>(
    "SELECT scientific_name, english_name, portuguese_name, taxonomic_order FROM ebird_names",
  );
  return new Map(rows.map((row) => [row.scientific_name, { en: row.english_name, pt: row.portuguese_name, taxonomicOrder: Number(row.taxonomic_order) }]));
}
