/**
 * The rows of eBird's taxonomy file (the eBird/Clements Checklist CSV eBird publishes each year):
 * columns found by their header names, each row checked and turned into a taxon's names and order.
 */

import { indexHeader } from "./csv-reader";

/** The columns the names table needs; the file has more (SPECIES_CODE, ORDER1, FAMILY…), left aside. */
export const TAXONOMY_COLUMNS = ["TAXON_ORDER", "CATEGORY", "PRIMARY_COM_NAME", "SCI_NAME"] as const;

export type TaxonomyColumn = (typeof TAXONOMY_COLUMNS)[number];

/**
 * Every category eBird's taxonomy has. All are kept, not only species: an export may hold records of
 * "Amazona sp." (spuh), a slash or a hybrid, and those need a name and a place in the order too.
 */
export const TAXON_CATEGORIES = ["species", "spuh", "slash", "hybrid", "issf", "form", "intergrade", "domestic"] as const;

export type TaxonCategory = (typeof TAXON_CATEGORIES)[number];

export interface Taxon {
  scientificName: string;
  englishName: string;
  taxonomicOrder: number;
  category: TaxonCategory;
}

export type TaxonomyProblem = "columnCount" | "missing" | "number" | "category";

export type TaxonomyRowResult = { ok: true; taxon: Taxon } | { ok: false; problem: TaxonomyProblem; column?: TaxonomyColumn; value?: string };

export type TaxonomyColumnIndex = Readonly<Record<TaxonomyColumn, number>>;

/** The header's columns by name, or those it lacks (another file, or eBird's export by mistake). */
export const indexTaxonomyColumns = (header: readonly string[]) => indexHeader(header, TAXONOMY_COLUMNS);

const isCategory = (value: string): value is TaxonCategory => (TAXON_CATEGORIES as readonly string[]).includes(value);

/** One data row checked against the header's columns. */
export function readTaxonomyRow(fields: readonly string[], columns: TaxonomyColumnIndex): TaxonomyRowResult {
  const width = Math.max(...Object.values(columns)) + 1;
  if (fields.length < width) return { ok: false, problem: "columnCount" };
  const cell = (column: TaxonomyColumn) => (fields[columns[column]] ?? "").trim();
  for (const column of TAXONOMY_COLUMNS) if (cell(column) === "") return { ok: false, problem: "missing", column, value: "" };
  const order = cell("TAXON_ORDER");
  if (!/^\d+(\.\d+)?$/.test(order)) return { ok: false, problem: "number", column: "TAXON_ORDER", value: order };
  const category = cell("CATEGORY");
  if (!isCategory(category)) return { ok: false, problem: "category", column: "CATEGORY", value: category };
  return { ok: true, taxon: { scientificName: cell("SCI_NAME"), englishName: cell("PRIMARY_COM_NAME"), taxonomicOrder: Number(order), category } };
}
