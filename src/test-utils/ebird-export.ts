import { EBIRD_COLUMNS, type EbirdColumn } from "../lib/ebird/ebird-rows";

export type EbirdRow = Partial<Record<EbirdColumn, string>>;

/** A plausible row of the lodge's export: a complete morning checklist, one species counted. */
export const BASE_ROW: Readonly<Record<EbirdColumn, string>> = {
  "Submission ID": "S100000001",
  "Common Name": "Cone-billed Tanager",
  "Scientific Name": "Conothraupis mesoleuca",
  "Taxonomic Order": "31000",
  Count: "2",
  "State/Province": "BR-MT",
  County: "São José do Rio Claro",
  "Location ID": "L1000001",
  Location: "Jardim da Amazônia",
  Latitude: "-13.2700",
  Longitude: "-56.7200",
  Date: "2025-05-10",
  Time: "06:30 AM",
  Protocol: "eBird - Traveling Count",
  "Duration (Min)": "120",
  "All Obs Reported": "1",
  "Distance Traveled (km)": "2.5",
  "Area Covered (ha)": "",
  "Number of Observers": "2",
  "Breeding Code": "",
  "Observation Details": "",
  "Checklist Comments": "",
  "ML Catalog Numbers": "",
};

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const line = (values: readonly string[]) => values.map(quoted).join(",") + "\r\n";

/** Rows of an export without its header, as eBird writes them: for a file written a part at a time. */
export const ebirdLines = (rows: readonly EbirdRow[], columns: readonly string[] = EBIRD_COLUMNS): string =>
  rows.map((row) => line(columns.map((column) => ({ ...BASE_ROW, ...row })[column as EbirdColumn] ?? ""))).join("");

/** An export as eBird writes it (CRLF, quoted where needed), each row the base row with its own values. */
export function ebirdCsv(rows: readonly EbirdRow[], columns: readonly string[] = EBIRD_COLUMNS): string {
  return line(columns) + ebirdLines(rows, columns);
}
