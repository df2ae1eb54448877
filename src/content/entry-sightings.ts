import type { Language } from "../lib/i18n/languages";
import type { EntrySightingsContext, LikelySpecies, RecordedTrail } from "../lib/routing/page-context";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import { entryPath, type ListedEntry } from "./entry-pages";

type Named = Pick<ListedEntry, "id" | "collection" | "listing" | "slug" | "name" | "scientificName">;

const bothPaths = (entry: Named): Record<Language, string> => ({ pt: entryPath(entry, "pt"), en: entryPath(entry, "en") });

/**
 * What an entry's page shows of the lodge's records, matched by scientific name: a species' year
 * (its bars, best months, trails, last month seen), or a trail's likeliest species this month. Only
 * that entry's part travels in its page context; with no checklist, or no record of it, nothing.
 */
export function entrySightings(entry: Named, entries: readonly Named[], published: PublishedSightings | null, month: number): EntrySightingsContext {
  if (!published) return {};
  if (entry.collection === "trails") {
    const speciesPages = new Map(entries.filter((other) => other.scientificName).map((other) => [other.scientificName, other]));
    const names = new Map(published.names.map((named) => [named.scientificName, named]));
    const likely = published.trailMonths[String(entry.id)]?.[month - 1] ?? [];
    if (likely.length === 0) return {};
    return {
      likely: {
        month,
        species: likely.map(({ scientificName }): LikelySpecies => {
          const page = speciesPages.get(scientificName);
          const named = names.get(scientificName);
          return {
            scientificName,
            name: page?.name ?? { pt: named?.pt ?? null, en: named?.en ?? scientificName },
            paths: page ? bothPaths(page) : null,
          };
        }),
      },
    };
  }
  const recorded = published.frequencies.species.find((species) => species.scientificName === entry.scientificName);
  if (!recorded) return {};
  const trails = recorded.sensitive
    ? []
    : recorded.trails.flatMap((trailId): RecordedTrail[] => {
        const trail = entries.find((other) => other.collection === "trails" && other.id === trailId);
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
