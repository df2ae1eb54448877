import { LANGUAGES, type Language } from "../lib/i18n/languages";
import { barePath, localizedPath, type PathRedirect } from "../lib/routing/routes";
import type { Content, RouteEntry } from "./collections";

/**
 * The collections whose entries have a page of their own, under the listing route that shows them
 * (`/pt/guias-campo/tie-bicudo/`), in the listing's order: previous and next walk the listing as a
 * reader sees it, from the last bird to the first primate.
 */
export const ENTRY_LISTINGS = [
  { listing: "field-guides", template: "species-entry", collections: ["birds", "primates", "mammals"] },
  { listing: "trails", template: "trail-entry", collections: ["trails"] },
  { listing: "accommodations", template: "room-entry", collections: ["rooms"] },
  { listing: "media-press", template: "press-entry", collections: ["press"] },
] as const;

/** The route whose pages list a collection's entries, and under whose slug their pages are. */
export function listingOf(collection: EntryCollection): string {
  const listing = ENTRY_LISTINGS.find((candidate) => (candidate.collections as readonly string[]).includes(collection));
  if (!listing) throw new Error(`Collection ${collection} has no listing`);
  return listing.listing;
}

export type EntryTemplate = (typeof ENTRY_LISTINGS)[number]["template"];
export type EntryCollection = (typeof ENTRY_LISTINGS)[number]["collections"][number];

/** What an entry's addresses are made of (the fields every entry collection shares). */
export interface EntryAddress {
  /** A text id, or the number of a press item (its GraphQL id is an Int). */
  id: string | number;
  slug: Record<Language, string>;
  formerSlugs?: Partial<Record<Language, string[]>> | undefined;
  /** Every collection's but the press's, whose items have titles. */
  name?: Record<Language, string> | undefined;
  /** A species': what the lodge's eBird records are matched by. */
  scientificName?: string | undefined;
}

export interface ListedEntry extends EntryAddress {
  collection: EntryCollection;
  listing: RouteEntry;
  template: EntryTemplate;
  related: EntryRelations;
}

/** The entries an entry's page links to beyond its neighbours: the species of a trail, the trails and fellow species of a species. */
export interface EntryRelations {
  speciesIds: string[];
  trailIds: string[];
}

const NO_RELATIONS: EntryRelations = { speciesIds: [], trailIds: [] };

/**
 * Relations are written once, as the species ids of each trail; a species' trails, and the species
 * seen on the same trails, are derived from those lists.
 */
export function entryRelations(
  content: { trails: ReadonlyArray<Pick<Content["trails"][number], "id" | "species">> },
  collection: EntryCollection,
  id: string | number,
): EntryRelations {
  if (typeof id === "number" || collection === "rooms") return NO_RELATIONS;
  if (collection === "trails") return { speciesIds: content.trails.find((trail) => trail.id === id)?.species ?? [], trailIds: [] };
  const trails = content.trails.filter((trail) => trail.species?.includes(id));
  if (trails.length === 0) return NO_RELATIONS;
  const fellows = new Set(trails.flatMap((trail) => trail.species ?? []).filter((other) => other !== id));
  return { speciesIds: [...fellows], trailIds: trails.map((trail) => trail.id) };
}

/** Entries in the order their listing shows them: the press page puts the newest first (a stable sort keeps the file's order within a year). */
function inListingOrder(collection: EntryCollection, entries: ReadonlyArray<EntryAddress & { year?: number }>): EntryAddress[] {
  const copy = [...entries];
  return collection === "press" ? copy.sort((a, b) => (b.year ?? 0) - (a.year ?? 0)) : copy;
}

/** Every entry that gets pages, listing by listing in the listing's order; none for a listing route that is absent (a feature switched off). */
export function listedEntries(content: Pick<Content, "routes" | EntryCollection>): ListedEntry[] {
  return ENTRY_LISTINGS.flatMap(({ listing: listingId, template, collections }) => {
    const listing = content.routes.find((route) => route.id === listingId);
    if (!listing) return [];
    return collections.flatMap((collection) =>
      inListingOrder(collection, content[collection]).map((entry): ListedEntry => ({
        ...entry,
        collection,
        listing,
        template,
        related: entryRelations(content, collection, entry.id),
      })),
    );
  });
}

/** Canonical path of an entry's page in a language: the listing's path and the entry's slug. */
export function entryPath(entry: Pick<ListedEntry, "listing" | "slug">, language: Language): string {
  return `${localizedPath(entry.listing, language)}${entry.slug[language]}/`;
}

/** The unprefixed copy, with the Portuguese slugs, like every bare page. */
export function entryBarePath(entry: Pick<ListedEntry, "listing" | "slug">): string {
  return `${barePath(entry.listing)}${entry.slug.pt}/`;
}

/**
 * Each former slug leads to the entry's page in its language, under the prefix and (Portuguese ones)
 * bare, so a link published before an editor renamed the entry still arrives.
 */
export function entryRedirects(entries: readonly ListedEntry[]): PathRedirect[] {
  return entries.flatMap((entry) =>
    LANGUAGES.flatMap((language) =>
      (entry.formerSlugs?.[language] ?? []).flatMap((former) => {
        const before = { ...entry, slug: { ...entry.slug, [language]: former } };
        const prefixed = { from: entryPath(before, language), to: entryPath(entry, language) };
        return language === "pt" ? [prefixed, { from: entryBarePath(before), to: entryBarePath(entry) }] : [prefixed];
      }),
    ),
  );
}

/** The path of the route listing a collection, in a page's route table (already in the page's language). */
export function listingPath(routes: ReadonlyArray<{ routeId: string; path: string }>, collection: EntryCollection): string | undefined {
  const id = listingOf(collection);
  return routes.find((route) => route.routeId === id)?.path;
}
