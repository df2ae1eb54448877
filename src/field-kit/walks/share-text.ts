/**
 * A walk as plain text to share (Web Share, the clipboard, a message to friends): the trail, the day
 * and hours at the lodge, how many species, then each species with its count, in the page's language.
 */

import { LODGE_TIME_ZONE } from "../../lib/format/lodge-time";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import { sightingsInListOrder, walkInstant, WalkExportError, type Walk, type WalkSpecies } from "./walk";

/** The words of the text, and its language, so the page can pass its own translations. */
export interface ShareLabels {
  language: Language;
  /** The title of a walk with no trail. */
  noTrail: string;
  /** In place of a count, for a species noted as present. */
  present: string;
  /** "1 species", "12 species": the plural is the language's to choose. */
  speciesCount: (count: number) => string;
}

export interface ShareContext {
  /** Every species the walk may tick, in taxonomic order: the text lists them in this order. */
  species: readonly WalkSpecies[];
  trail: { localName: { pt: string; en: string } } | null;
}

/**
 * The walk's text, lines joined by "\n" with none at the end (the sharing app adds its own). A walk
 * still under way shows its start time only; the date and hours are the lodge's, whatever the phone's
 * zone. Refuses what the eBird file refuses in the ticks: an unknown species, a tick twice, a bad count.
 */
export function walkShareText(walk: Walk, context: ShareContext, labels: ShareLabels): string {
  const locale = INTL_LOCALE[labels.language];
  const started = walkInstant(walk, "startedAt", walk.startedAt);
  const finished = walk.finishedAt === null ? null : walkInstant(walk, "finishedAt", walk.finishedAt);
  if (finished !== null && finished < started)
    throw new WalkExportError("finishedBeforeStarted", `walk ${walk.id} finished (${walk.finishedAt}) before it started (${walk.startedAt})`);
  const sightings = sightingsInListOrder(walk, context.species);

  const day = new Intl.DateTimeFormat(locale, { timeZone: LODGE_TIME_ZONE, dateStyle: "long" }).format(started);
  const clock = new Intl.DateTimeFormat(locale, { timeZone: LODGE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const hours = finished === null ? clock.format(started) : `${clock.format(started)}–${clock.format(finished)}`;
  const number = new Intl.NumberFormat(locale);

  const title = context.trail ? context.trail.localName[labels.language] : labels.noTrail;
  const species = sightings.map(
    ({ species, count }) => `${species.localName[labels.language]} (${species.scientificName}): ${count === null ? labels.present : number.format(count)}`,
  );
  // A blank line sets the list apart from the heading, when there is a list.
  const list = species.length > 0 ? ["", ...species] : [];
  return [title, `${day}, ${hours}`, labels.speciesCount(sightings.length), ...list].join("\n");
}
