/**
 * The rows of eBird's taxonomy file (the eBird/Clements Checklist CSV eBird publishes each year):
 * columns found by their header names, each row checked and turned into a taxon's names and order.
 */

import { indexHeader } from "./csv-reader";

/** The columns the names table needs; the file has more (SPECIES_CODE, ORDER1, FAMILY…), left aside. */
export const TAXONOMY_COLUMNS = ["TAXON_ORDER", "CATEGORY", "PRIMARY_COM_NAME", "SCI_NAME"] as const;

export type TaxonomyColumn = (typeof TAXONOMY_COLUMNS)[number];

/**
 * eBird's file names species in English only. A column of this header, which the lodge may add to the
 * file (in a spreadsheet, saved as CSV UTF-8), gives a species its Portuguese name; empty cells, or no
 * such column, leave it without one.
 */
export const PORTUGUESE_NAME_COLUMN = "PT_BR_NAME";

/**
 * Every category eBird's taxonomy has. All are kept, not only species: an export may hold records of
 * "Amazona sp." (spuh), a slash or a hybrid, and those need a name and a place in the order too.
 */
export const TAXON_CATEGORIES = ["species", "spuh", "slash", "hybrid", "issf", "form", "intergrade", "domestic"] as const;

export type TaxonCategory = (typeof TAXON_CATEGORIES)[number];

export interface Taxon {
  scientificName: string;
  englishName: string;
  /** From the lodge's own PT_BR_NAME column, null where it gives none. */
  portugueseName: string | null;
  taxonomicOrder: number;
  category: TaxonCategory;
}

export type TaxonomyProblem = "columnCount" | "missing" | "number" | "category";

export type TaxonomyRowResult = { ok: true; taxon: Taxon } | { ok: false; problem: TaxonomyProblem; column?: TaxonomyColumn; value?: string };

export type TaxonomyColumnIndex = Readonly<Record<TaxonomyColumn, number>>;

/** The header's columns by name, or those it lacks (another file, or eBird's export by mistake). */
export const indexTaxonomyColumns = (header: readonly string[]) => indexHeader(header, TAXONOMY_COLUMNS);

/** Where the optional Portuguese names are, or -1 when the file has none. */
export const portugueseNameColumn = (header: readonly string[]) => header.map((name) => name.trim()).indexOf(PORTUGUESE_NAME_COLUMN);

const isCategory = (value: string): value is TaxonCategory => (TAXON_CATEGORIES as readonly string[]).includes(value);

/** One data row checked against the header's columns. */
export function readTaxonomyRow(fields: readonly string[], columns: TaxonomyColumnIndex, portugueseColumn = -1): TaxonomyRowResult {
  const width = Math.max(...Object.values(columns)) + 1;
  if (fields.length < width) return { ok: false, problem: "columnCount" };
  const cell = (column: TaxonomyColumn) => (fields[columns[column]] ?? "").trim();
  for (const column of TAXONOMY_COLUMNS) if (cell(column) === "") return { ok: false, problem: "missing", column, value: "" };
  const order = cell("TAXON_ORDER");
  if (!/^\d+(\.\d+)?$/.test(order)) return { ok: false, problem: "number", column: "TAXON_ORDER", value: order };
  const category = cell("CATEGORY");
  if (!isCategory(category)) return { ok: false, problem: "category", column: "CATEGORY", value: category };
  const portugueseName = portugueseColumn < 0 ? "" : (fields[portugueseColumn] ?? "").trim();
  return {
    ok: true,
    taxon: {
      scientificName: cell("SCI_NAME"),
      englishName: cell("PRIMARY_COM_NAME"),
      portugueseName: portugueseName || null,
      taxonomicOrder: Number(order),
      category,
    },
  };
}
