import fs from "node:fs";
import { ebirdCsv, ebirdLines, type EbirdRow } from "../../src/test-utils/ebird-export";
import { largeChecklistInputs } from "./large-checklist";

/** An eBird place in site.json's form (ebirdLocations), for the file EBIRD_LOCATIONS_FILE names. */
export interface ExportLocation {
  locationId: string;
  trail: null;
  area: { pt: string; en: string };
}

export interface LargeExport {
  bytes: number;
  /** What an import against `locations` takes from it. */
  checklists: number;
  records: number;
  locations: ExportLocation[];
}

const TRAILS = ["trail-a", "trail-b", "trail-c"];
// One place per trail of the generated records, and one for the checklists off the trails.
const LOCATIONS: ExportLocation[] = [...TRAILS, "off-trail"].map((_, index) => ({
  locationId: `L${2_000_001 + index}`,
  trail: null,
  area: { pt: "Jardim da Amazônia", en: "Jardim da Amazônia" },
}));

/**
 * Writes a valid "My eBird Data" export of `checklists` generated checklists (about 15 records each,
 * the records of `largeChecklistInputs`) to `file`, a part at a time: counts of 1 to 6 and eBird's "X",
 * and on every 50th checklist a comment quoted over two lines. About 2,400 bytes per checklist.
 */
export function writeLargeExport(file: string, checklists: number): LargeExport {
  const { species, checklists: inputs } = largeChecklistInputs(600, checklists, TRAILS);
  const named = new Map(species.map((entry) => [entry.scientificName, entry]));
  const out = fs.openSync(file, "w");
  let taken = 0;
  let records = 0;
  try {
    fs.writeSync(out, ebirdCsv([]));
    inputs.forEach((checklist, index) => {
      const place = LOCATIONS[checklist.trail === null ? TRAILS.length : TRAILS.indexOf(checklist.trail)] ?? LOCATIONS[0]!;
      const rows = checklist.species.map((name, at): EbirdRow => ({
        "Submission ID": `S${300_000_000 + index}`,
        "Scientific Name": name,
        "Common Name": named.get(name)?.commonName ?? "",
        "Taxonomic Order": String(named.get(name)?.taxonomicOrder ?? ""),
        Count: (index + at) % 7 === 0 ? "X" : String(((index + at) % 6) + 1),
        "Location ID": place.locationId,
        Date: checklist.date,
        "All Obs Reported": checklist.complete ? "1" : "0",
        "Checklist Comments": index % 50 === 0 ? 'Rain, then "sun",\r\nand wind' : "",
      }));
      if (rows.length === 0) return;
      fs.writeSync(out, ebirdLines(rows));
      taken++;
      records += rows.length;
    });
  } finally {
    fs.closeSync(out);
  }
  return { bytes: fs.statSync(file).size, checklists: taken, records, locations: LOCATIONS };
}
