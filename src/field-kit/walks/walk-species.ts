import type { Language } from "../../lib/i18n/languages";
import { periodOf } from "../../lib/ebird/frequencies";
import type { WalkSpecies } from "./walk";

/** What a walk ticks from, written by the build and saved with the kit, so a walk works with no signal. */
export const WALK_SPECIES_PATH = "/field-kit/walk-species.json";

export interface WalkSpeciesEntry extends WalkSpecies {
  /** eBird's taxonomic order, null for a species known only from the site's field guide. */
  order: number | null;
  /** Per quarter-month, the percentage of the lodge's complete checklists that recorded it (empty without records). */
  shares: number[];
  /** The trails it was recorded on (never for a sensitive species). */
  trails: string[];
}

export interface WalkTrail {
  id: string;
  name: Record<Language, string>;
  distanceKm: number;
  /** The place's name in the eBird file: the lodge's eBird place for the trail where one is set, else the trail's. */
  locationName: string;
}

export interface WalkData {
  species: WalkSpeciesEntry[];
  trails: WalkTrail[];
  lodge: { name: string; latitude: number; longitude: number; stateCode: string; countryCode: string };
}

/** What the build makes the walk data from: the checklist it publishes (or none) and the site's content. */
export interface WalkSources {
  recorded: ReadonlyArray<{ scientificName: string; commonName: string; taxonomicOrder: number | null; shares: readonly number[]; trails: readonly string[] }>;
  names: ReadonlyArray<{ scientificName: string; pt: string | null; en: string }>;
  fieldGuideBirds: ReadonlyArray<{ scientificName: string; name: Record<Language, string> }>;
  trails: ReadonlyArray<{ id: string; name: Record<Language, string>; distanceKm: number }>;
  ebirdLocations: ReadonlyArray<{ trail: string | null; area: Record<Language, string> }>;
  site: { productName: string; geo: { latitude: number; longitude: number }; address: { regionCode: string; country: string } };
}

/** eBird names a hotspot's part "Hotspot--Part"; a trail without an eBird place of its own is named the same way. */
const placeName = (lodge: string, part: string) => `${lodge}--${part}`;

export function walkData(sources: WalkSources): WalkData {
  const names = new Map(sources.names.map((named) => [named.scientificName, named]));
  const recorded: WalkSpeciesEntry[] = sources.recorded.map((entry) => {
    const named = names.get(entry.scientificName);
    const en = named?.en ?? entry.commonName;
    return {
      id: entry.scientificName,
      scientificName: entry.scientificName,
      commonName: entry.commonName,
      localName: { pt: named?.pt ?? en, en },
      order: entry.taxonomicOrder,
      shares: entry.shares.map((share) => Math.round(share * 100)),
      trails: [...entry.trails],
    };
  });
  const known = new Set(recorded.map((entry) => entry.scientificName));
  const guideOnly: WalkSpeciesEntry[] = sources.fieldGuideBirds
    .filter((bird) => !known.has(bird.scientificName))
    .map((bird) => ({
      id: bird.scientificName,
      scientificName: bird.scientificName,
      commonName: bird.name.en,
      localName: { pt: bird.name.pt, en: bird.name.en },
      order: null,
      shares: [],
      trails: [],
    }));
  const species = [...recorded, ...guideOnly].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.scientificName.localeCompare(b.scientificName));
  const trails = sources.trails.map((trail) => {
    const place = sources.ebirdLocations.find((location) => location.trail === trail.id);
    return {
      id: trail.id,
      name: trail.name,
      distanceKm: trail.distanceKm,
      locationName: placeName(sources.site.productName, place ? place.area.en : trail.name.en),
    };
  });
  const { site } = sources;
  return {
    species,
    trails,
    lodge: {
      name: site.productName,
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
      stateCode: site.address.regionCode,
      countryCode: site.address.country,
    },
  };
}

/**
 * The list a walk offers, most likely first: on a trail, the species recorded on it, by their share of
 * the lodge's checklists in this quarter-month (then over the year); then every other species, in
 * taxonomic order. Without a trail, every species by this quarter-month's share. The lodge's records
 * give a trail's species, not a trail's own shares, so the quarter-month's share is the lodge's.
 */
export function walkOrder(
  species: readonly WalkSpeciesEntry[],
  trailId: string | null,
  today: string,
): { likely: WalkSpeciesEntry[]; rest: WalkSpeciesEntry[] } {
  const period = periodOf(today);
  const now = (entry: WalkSpeciesEntry) => entry.shares[period] ?? 0;
  const year = (entry: WalkSpeciesEntry) => entry.shares.reduce((sum, share) => sum + share, 0);
  const isLikely = (entry: WalkSpeciesEntry) => (trailId === null ? now(entry) > 0 : entry.trails.includes(trailId));
  const likely = species.filter(isLikely).sort((a, b) => now(b) - now(a) || year(b) - year(a));
  const rest = species.filter((entry) => !isLikely(entry));
  return { likely, rest };
}

/** A species matches a search by either language's name, eBird's name or the scientific name, accents and case aside. */
export function matchesSearch(entry: WalkSpecies, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const wanted = fold(search.trim());
  if (wanted === "") return true;
  return [entry.localName.pt, entry.localName.en, entry.commonName, entry.scientificName].some((name) => fold(name).includes(wanted));
}
