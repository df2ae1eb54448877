/**
 * A finished walk as eBird's "Record Format (Extended)": one line per species, 19 columns in eBird's
 * order, no header (eBird would read a header as a bird). The guest uploads the file at eBird's
 * "Import Data" and the walk becomes a checklist in their own account.
 */

import { LODGE_TIME_ZONE } from "../../lib/format/lodge-time";
import { sightingsInListOrder, walkInstant, WalkExportError, type Walk, type WalkSpecies } from "./walk";

export interface EbirdRecordContext {
  /** Every species the walk may tick, in taxonomic order: the file lists them in this order. */
  species: readonly WalkSpecies[];
  /** The trail walked, with its English name and its length (one way for an out-and-back trail). */
  trail: { name: string; distanceKm: number } | null;
  /** Where eBird puts the checklist on its map; the name is the one eBird shows. */
  location: { name: string; latitude: number; longitude: number };
  /** eBird's region codes, e.g. MT and BR. */
  region: { stateCode: string; countryCode: string };
}

/** eBird's effort distance is in miles only. */
export const MILES_PER_KM = 0.621371;

export const EBIRD_RECORD_COLUMN_COUNT = 19;

/**
 * A field as RFC 4180 writes it: quoted, its quotes doubled, only when it holds a comma, a quote or a
 * line break. No apostrophe before = + - @ as the site's spreadsheet CSV adds: eBird would keep it as
 * part of the value, and a negative latitude starts with "-".
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Line breaks (and the spaces around them) become one space: eBird reads one record per line. */
const oneLine = (text: string): string => text.replace(/[ \t]*[\r\n]+[ \t]*/g, " ").trim();

/** Decimal degrees to six places (about 10 cm), without the trailing zeros toFixed would keep. */
const degrees = (value: number): string => String(Number(value.toFixed(6)));

/** MM/DD/YYYY and HH:MM (24-hour) at the lodge: eBird's checklist is on the lodge's calendar and clock. */
function lodgeDateAndTime(instant: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: LODGE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    // h23, not hour12: false, which some engines write as "24:05" just after midnight.
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return { date: `${part("month")}/${part("day")}/${part("year")}`, time: `${part("hour")}:${part("minute")}` };
}

function checkContext(walk: Walk, context: EbirdRecordContext): void {
  if (!(Number.isSafeInteger(walk.observers) && walk.observers > 0))
    throw new WalkExportError("observers", `walk ${walk.id}: ${walk.observers} observers is not a whole number above zero`);
  const { latitude, longitude } = context.location;
  if (!(Number.isFinite(latitude) && Math.abs(latitude) <= 90 && Number.isFinite(longitude) && Math.abs(longitude) <= 180))
    throw new WalkExportError("location", `walk ${walk.id}: the location ${latitude}, ${longitude} is not a latitude and longitude in decimal degrees`);
  if (context.trail && !(Number.isFinite(context.trail.distanceKm) && context.trail.distanceKm > 0))
    throw new WalkExportError("trailDistance", `walk ${walk.id}: the trail "${context.trail.name}" has a length of ${context.trail.distanceKm} km`);
}

/** Genus, and the rest of the name after it: "mesoleuca", or "species subspecies" for a trinomial. */
function genusAndSpecies(walk: Walk, species: WalkSpecies): [string, string] {
  const [genus, ...rest] = species.scientificName.trim().split(/\s+/);
  if (!genus || rest.length === 0)
    throw new WalkExportError(
      "scientificName",
      `walk ${walk.id}: the scientific name "${species.scientificName}" of "${species.id}" has no species after the genus`,
    );
  return [genus, rest.join(" ")];
}

/**
 * The walk as eBird Record Format (Extended) lines, "\n"-ended, the last one too. A walk with a trail
 * is "Traveling" over the trail's length, counted once: eBird asks for the one-way distance of an
 * out-and-back walk on one checklist, with the time both ways. Without a trail it is "Stationary", with
 * no distance. The checklist comments name the trail, then give the guest's comments on one line.
 * Refuses a walk still under way, one with nothing ticked, or anything that would make a wrong record.
 */
export function ebirdRecordCsv(walk: Walk, context: EbirdRecordContext): string {
  if (walk.finishedAt === null) throw new WalkExportError("unfinished", `walk ${walk.id} is not finished`);
  if (walk.ticks.length === 0) throw new WalkExportError("noTicks", `walk ${walk.id} has no species ticked`);
  const started = walkInstant(walk, "startedAt", walk.startedAt);
  const finished = walkInstant(walk, "finishedAt", walk.finishedAt);
  if (finished < started)
    throw new WalkExportError("finishedBeforeStarted", `walk ${walk.id} finished (${walk.finishedAt}) before it started (${walk.startedAt})`);
  checkContext(walk, context);
  const sightings = sightingsInListOrder(walk, context.species);

  const { date, time } = lodgeDateAndTime(started);
  // eBird wants at least a minute: a walk stopped right after a tick still took some.
  const duration = Math.max(1, Math.round((finished - started) / 60_000));
  const { trail, location, region } = context;
  const protocol = trail ? "Traveling" : "Stationary";
  const miles = trail ? String(Math.round(trail.distanceKm * MILES_PER_KM * 100) / 100) : "";
  // The trail's name, which the location (the lodge's) does not give, leads the guest's own comments.
  const checklistComments = [trail ? `Trail: ${oneLine(trail.name)}.` : "", oneLine(walk.comments)].filter((part) => part !== "").join(" ");

  const lines = sightings.map(({ species, count }) => {
    const [genus, epithets] = genusAndSpecies(walk, species);
    const fields = [
      oneLine(species.commonName),
      genus,
      epithets,
      count === null ? "X" : String(count),
      "",
      oneLine(location.name),
      degrees(location.latitude),
      degrees(location.longitude),
      date,
      time,
      region.stateCode,
      region.countryCode,
      protocol,
      String(walk.observers),
      String(duration),
      walk.allReported ? "Y" : "N",
      miles,
      "",
      checklistComments,
    ];
    return `${fields.map(csvField).join(",")}\n`;
  });
  return lines.join("");
}
