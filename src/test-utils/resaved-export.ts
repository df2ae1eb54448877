import fs from "node:fs";
import path from "node:path";
import { readCsv } from "../lib/ebird/csv-reader";

/** The sample of the lodge's export, as eBird writes it (a BOM, CRLF, a comment on two lines). */
export const FIXTURE_EXPORT = path.resolve(__dirname, "../../tests/fixtures/ebird/lodge-export.csv");

export interface Resaving {
  /** The separator the program writes. */
  separator: "," | ";" | "\t";
  /** How it writes eBird's YYYY-MM-DD dates. */
  dates?: "dayFirst" | "monthFirst";
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function resavedField(value: string, { separator, dates }: Resaving): string {
  const date = dates && ISO_DATE.exec(value);
  if (date) value = dates === "dayFirst" ? `${date[3]}/${date[2]}/${date[1]}` : `${date[2]}/${date[3]}/${date[1]}`;
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * An export as a spreadsheet program saves it again: every field read and written back with its
 * separator (quoted where it holds one), its dates in the locale's order; no BOM, CRLF.
 */
export async function resaved(csv: string | Buffer, resaving: Resaving): Promise<string> {
  const lines: string[] = [];
  for await (const { fields } of readCsv([csv])) lines.push(fields.map((field) => resavedField(field, resaving)).join(resaving.separator));
  return lines.map((line) => `${line}\r\n`).join("");
}

export const fixtureExport = () => fs.readFileSync(FIXTURE_EXPORT);
