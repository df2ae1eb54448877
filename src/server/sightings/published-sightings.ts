import type { Queryable } from "../data/database";
import { namesTable, type TableName } from "./import-names";
import {
  checklistFrequencies,
  recentSightings,
  trailMonthSpecies,
  type ChecklistFrequencies,
  type ChecklistInput,
  type RecentSightings,
  type SpeciesInput,
} from "../../lib/ebird/frequencies";

/** The lodge's settings and names the export is made with: where each place is, what is sensitive, what each species is called. */
export interface ExportContext {
  /** Location ID → trail id, null for a place off the trails. */
  trails: ReadonlyMap<string, string | null>;
  sensitive: ReadonlySet<string>;
  /** The site's own names by scientific name (its species content). */
  names: ReadonlyMap<string, { pt: string; en: string }>;
  /** eBird's taxonomy as imported (the names table), for species the site's content does not name; read from the database when absent. */
  taxonomy?: ReadonlyMap<string, TableName>;
  /** YYYY-MM-DD: the day the build is made, the end of "this week at Jardim". */
  asOf: string;
}

/**
 * A species as the checklist names it: the site's names where it has them, else the names table's
 * (eBird's taxonomy), else the record's own English name; pt is null when none of them has one.
 */
export interface NamedSpecies {
  scientificName: string;
  pt: string | null;
  en: string;
}

/** What a build publishes of the lodge's records: computed, never a record of its own. */
export interface PublishedSightings {
  frequencies: ChecklistFrequencies;
  recent: RecentSightings;
  names: NamedSpecies[];
  /** Per trail id, per month (January first), its most likely species (TRAIL_MONTH_SPECIES at most), by share. */
  trailMonths: Record<string, Array<Array<{ scientificName: string; share: number }>>>;
  asOf: string;
}

/** A trail page names a month's likeliest few, not its every record. */
export const TRAIL_MONTH_SPECIES = 10;

interface RecordRow {
  submission_id: string;
  location_id: string;
  observed_on: string;
  all_species_reported: number;
  scientific_name: string;
  common_name: string;
  taxonomic_order: number | null;
}

/**
 * The checklist as the build publishes it, or null when nothing was ever imported: then the site has
 * no checklist at all, no empty page and no sample. A place taken out of the lodge's list after its
 * records were imported still counts, as recorded on the property, with no trail.
 */
export async function publishedSightings(db: Queryable, context: ExportContext): Promise<PublishedSightings | null> {
  const rows = await db.query<RecordRow>(
    `SELECT c.submission_id, c.location_id, c.observed_on, c.all_species_reported, r.scientific_name, r.common_name, r.taxonomic_order
     FROM ebird_checklists c JOIN ebird_records r ON r.submission_id = c.submission_id
     ORDER BY c.submission_id`,
  );
  if (rows.length === 0) return null;
  const checklists = new Map<string, ChecklistInput & { species: string[] }>();
  const species = new Map<string, SpeciesInput>();
  for (const row of rows) {
    let checklist = checklists.get(row.submission_id);
    if (!checklist) {
      checklist = { date: row.observed_on, complete: Number(row.all_species_reported) === 1, trail: context.trails.get(row.location_id) ?? null, species: [] };
      checklists.set(row.submission_id, checklist);
    }
    checklist.species.push(row.scientific_name);
    if (!species.has(row.scientific_name)) {
      const order = row.taxonomic_order === null ? null : Number(row.taxonomic_order);
      species.set(row.scientific_name, { scientificName: row.scientific_name, commonName: row.common_name, taxonomicOrder: order });
    }
  }
  return publishedFromChecklists([...checklists.values()], [...species.values()], { ...context, taxonomy: context.taxonomy ?? (await namesTable(db)) });
}

/** The checklist computed from the lodge's checklists and the species they name (the database's, or a test's own). */
export function publishedFromChecklists(all: readonly ChecklistInput[], species: readonly SpeciesInput[], context: ExportContext): PublishedSightings {
  const taxonomy = context.taxonomy ?? new Map<string, TableName>();
  // eBird's current order wherever the table has the species: exports of different years carry different
  // orders, and a list sorted by a mix of them would put relatives apart.
  const ordered = species.map((entry) => {
    const order = taxonomy.get(entry.scientificName)?.taxonomicOrder;
    return order === undefined ? entry : { ...entry, taxonomicOrder: order };
  });
  const frequencies = checklistFrequencies(all, ordered, context.sensitive);
  return {
    frequencies,
    recent: recentSightings(all, context.asOf, context.sensitive),
    names: frequencies.species.map((entry) => {
      const known = context.names.get(entry.scientificName);
      const table = taxonomy.get(entry.scientificName);
      return { scientificName: entry.scientificName, pt: known?.pt ?? table?.pt ?? null, en: known?.en ?? table?.en ?? entry.commonName };
    }),
    trailMonths: Object.fromEntries(
      [...new Set([...context.trails.values()].filter((trail): trail is string => trail !== null))]
        .sort()
        .map((trail) => [
          trail,
          Array.from({ length: 12 }, (_, month) => trailMonthSpecies(all, trail, month + 1, context.sensitive).slice(0, TRAIL_MONTH_SPECIES)),
        ]),
    ),
    asOf: context.asOf,
  };
}
