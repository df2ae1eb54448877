import type { Language } from "../lib/i18n/languages";
import type { EntrySightingsContext, LikelySpecies, RecordedTrail } from "../lib/routing/page-context";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import { entryPath, type ListedEntry } from "./entry-pages";

/** What the records' pages need of an entry: its page, its names, and a species' scientific name. */
export type NamedEntry = Pick<ListedEntry, "id" | "collection" | "listing" | "slug" | "name" | "scientificName">;
type Named = NamedEntry;

const bothPaths = (entry: Named): Record<Language, string> => ({ pt: entryPath(entry, "pt"), en: entryPath(entry, "en") });

/** The site's species pages by scientific name. */
export const speciesPagesByName = (entries: readonly Named[]): ReadonlyMap<string, Named> =>
  new Map(entries.flatMap((other) => (other.scientificName ? [[other.scientificName, other] as const] : [])));

export type NamedTrail = Named & { name: Record<Language, string> };

/** A trail entry by its id, if the site has it (with its names). */
export const trailEntry = (entries: readonly Named[], id: string): NamedTrail | undefined =>
  entries.find((other): other is NamedTrail => other.collection === "trails" && String(other.id) === id && other.name !== undefined);

/** A species named and linked: its page where the site has one, else eBird's names (pt null where none is known). */
export function linkedSpecies(
  scientificName: string,
  pages: ReadonlyMap<string, Named>,
  names: ReadonlyMap<string, PublishedSightings["names"][number]>,
): LikelySpecies {
  const page = pages.get(scientificName);
  const named = names.get(scientificName);
  return {
    scientificName,
    name: page?.name ?? { pt: named?.pt ?? null, en: named?.en ?? scientificName },
    paths: page ? bothPaths(page) : null,
  };
}

/**
 * What an entry's page shows of the lodge's records, matched by scientific name: a species' year
 * (its bars, best months, trails, last month seen), or a trail's likeliest species this month. Only
 * that entry's part travels in its page context; with no checklist, or no record of it, nothing.
 */
export function entrySightings(entry: Named, entries: readonly Named[], published: PublishedSightings | null, month: number): EntrySightingsContext {
  if (!published) return {};
  if (entry.collection === "trails") {
    const speciesPages = speciesPagesByName(entries);
    const names = new Map(published.names.map((named) => [named.scientificName, named]));
    const likely = published.trailMonths[String(entry.id)]?.[month - 1] ?? [];
    if (likely.length === 0) return {};
    return { likely: { month, species: likely.map(({ scientificName }) => linkedSpecies(scientificName, speciesPages, names)) } };
  }
  const recorded = published.frequencies.species.find((species) => species.scientificName === entry.scientificName);
  if (!recorded) return {};
  const trails = recorded.sensitive
    ? []
    : recorded.trails.flatMap((trailId): RecordedTrail[] => {
        const trail = trailEntry(entries, trailId);
        return trail?.name ? [{ name: trail.name, paths: bothPaths(trail) }] : [];
      });
  return {
    sightings: {
      shares: recorded.shares,
      checklists: published.frequencies.periodChecklists,
      likelyMonths: recorded.likelyMonths,
      lastSeen: recorded.lastSeen,
      trails,
      sensitive: recorded.sensitive,
    },
  };
}
