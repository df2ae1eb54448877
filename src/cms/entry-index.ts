import type { Content } from "../content/collections";
import { type EntryCollection, entryPath, entryRelations, listedEntries } from "../content/entry-pages";
import { LANGUAGES, type Language } from "../lib/i18n/languages";
import { ENQUIRY_ROUTE_ID } from "../lib/routing/booking";
import { alternatePaths } from "../lib/routing/routes";

/**
 * What an entry page's preview needs beyond the entry the editor holds: its listing's name and
 * address, and the names and addresses of the entries it links to (a trail's species, a species'
 * trails). Read from content when the CMS page is built (admin-site.ts), so an entry added in the
 * CMS is linked once the CMS page is built again; the entry being edited is always the editor's.
 */
export interface CmsEntryIndex {
  listings: Partial<Record<EntryCollection, { name: Record<Language, string>; path: Record<Language, string> }>>;
  entries: Array<{ collection: EntryCollection; id: string | number; name: Record<Language, string>; path: Record<Language, string> }>;
  /** Each trail's species ids: the one place the relation is written. */
  trails: Pick<Content["trails"][number], "id" | "species">[];
  /** The booking enquiry's address by language, which a room's page links to with the room chosen; none without it. */
  enquiryPath: Record<Language, string> | null;
}

export type IndexedContent = Pick<Content, "routes" | EntryCollection>;

const byLanguage = (value: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, string>;

export function cmsEntryIndex(content: IndexedContent): CmsEntryIndex {
  const listed = listedEntries(content);
  const listings: CmsEntryIndex["listings"] = {};
  for (const entry of listed) {
    listings[entry.collection] = { name: entry.listing.navLabel, path: alternatePaths(entry.listing) };
  }
  const enquiry = content.routes.find((route) => route.id === ENQUIRY_ROUTE_ID);
  return {
    listings,
    entries: listed.map((entry) => {
      const named = content[entry.collection].find((candidate) => candidate.id === entry.id);
      const name = named && "title" in named ? named.title : named && "name" in named ? named.name : undefined;
      return {
        collection: entry.collection,
        id: entry.id,
        name: byLanguage((language) => name?.[language] ?? String(entry.id)),
        path: byLanguage((language) => entryPath(entry, language)),
      };
    }),
    trails: content.trails.map(({ id, species }) => ({ id, species })),
    enquiryPath: enquiry ? alternatePaths(enquiry) : null,
  };
}

/** The entries a preview links to, from the index: ids without an entry are left out, as the build leaves them. */
export function indexedLinks(index: CmsEntryIndex, collections: readonly EntryCollection[], ids: readonly (string | number)[], language: Language) {
  return ids.flatMap((id) => {
    const entry = index.entries.find((candidate) => candidate.id === id && collections.includes(candidate.collection));
    return entry ? [{ name: entry.name[language], path: entry.path[language] }] : [];
  });
}

/** A species' trails and fellow species as its page shows them, from the index's trails. */
export const indexedRelations = (index: CmsEntryIndex, collection: EntryCollection, id: string) => entryRelations(index, collection, id);
