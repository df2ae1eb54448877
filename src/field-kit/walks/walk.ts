/**
 * A guest's bird walk as the field kit keeps it on the phone (IndexedDB): plain objects and ISO strings
 * only, so a walk is stored, read back and compared without any class or Date to revive.
 */

/** One species ticked on the walk. */
export interface WalkTick {
  speciesId: string;
  /** How many were seen; null when the guest only noted the species as present (eBird's "X"). */
  count: number | null;
}

export interface Walk {
  id: string;
  /** The trail walked, or null for birds seen from one place (a veranda, the tower). */
  trailId: string | null;
  /** ISO 8601 in UTC (ending in Z): the phone's own zone may be a traveller's home zone. */
  startedAt: string;
  /** null while the walk is under way. */
  finishedAt: string | null;
  ticks: WalkTick[];
  observers: number;
  /** The guest reported every species they identified: eBird's "complete checklist". */
  allReported: boolean;
  comments: string;
}

/** A species the field kit lists, with eBird's names and the site's names in each language. */
export interface WalkSpecies {
  id: string;
  scientificName: string;
  /** eBird's English common name, which eBird's import matches on. */
  commonName: string;
  localName: { pt: string; en: string };
}

/** Why a walk cannot be exported or shared, for the page to say in its own words. */
export type WalkProblem =
  | "unfinished"
  | "noTicks"
  | "unknownSpecies"
  | "duplicateTick"
  | "count"
  | "time"
  | "finishedBeforeStarted"
  | "observers"
  | "location"
  | "trailDistance"
  | "scientificName";

/** A walk refused, with the cause named in the message (for logs) and as a code (for the page). */
export class WalkExportError extends Error {
  constructor(
    readonly problem: WalkProblem,
    message: string,
  ) {
    super(message);
    this.name = "WalkExportError";
  }
}

/** A tick with its species found. */
export interface WalkSighting {
  species: WalkSpecies;
  count: number | null;
}

/**
 * The walk's ticks in the order of the species list (the caller keeps it taxonomic), not the order
 * they were ticked in. A tick of a species missing from the list, a second tick of one species or a
 * count that is not a whole number above zero is refused: each would be a wrong or lost record.
 */
export function sightingsInListOrder(walk: Walk, speciesList: readonly WalkSpecies[]): WalkSighting[] {
  const position = new Map(speciesList.map((species, index) => [species.id, index]));
  const seen = new Set<string>();
  const sightings: Array<WalkSighting & { position: number }> = [];
  for (const tick of walk.ticks) {
    const at = position.get(tick.speciesId);
    const species = at === undefined ? undefined : speciesList[at];
    if (at === undefined || species === undefined)
      throw new WalkExportError("unknownSpecies", `walk ${walk.id}: species "${tick.speciesId}" is not in the species list`);
    if (seen.has(tick.speciesId)) throw new WalkExportError("duplicateTick", `walk ${walk.id}: species "${tick.speciesId}" is ticked more than once`);
    seen.add(tick.speciesId);
    if (tick.count !== null && !(Number.isSafeInteger(tick.count) && tick.count > 0))
      throw new WalkExportError("count", `walk ${walk.id}: the count of "${tick.speciesId}" is ${tick.count}, not a whole number above zero or null`);
    sightings.push({ species, count: tick.count, position: at });
  }
  return sightings.sort((a, b) => a.position - b.position).map(({ species, count }) => ({ species, count }));
}

// Only UTC with a Z: a time without a zone would be read in the machine's zone, whatever the lodge's.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Milliseconds since the epoch of one of the walk's times, or a refusal naming the field. */
export function walkInstant(walk: Walk, field: "startedAt" | "finishedAt", value: string): number {
  const instant = ISO_UTC.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(instant)) throw new WalkExportError("time", `walk ${walk.id}: ${field} "${value}" is not an ISO 8601 time in UTC`);
  return instant;
}
