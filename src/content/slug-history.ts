import { LANGUAGES } from "../lib/i18n/languages";
import type { EntryAddress } from "./entry-pages";

/**
 * The published slugs that an edit dropped without keeping them in `formerSlugs`: each is a link
 * someone may have shared that would now lead nowhere. `published` is the collection as last
 * published (its entries may predate slugs); an entry removed altogether takes its page with it.
 */
export function vanishedSlugs(published: ReadonlyArray<Partial<EntryAddress>>, current: readonly EntryAddress[]): string[] {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  return published.flatMap((before) => {
    const after = before.id === undefined ? undefined : byId.get(before.id);
    if (!after || !before.slug) return [];
    return LANGUAGES.flatMap((language) => {
      const slug = before.slug?.[language];
      if (!slug || slug === after.slug[language] || after.formerSlugs?.[language]?.includes(slug)) return [];
      return [`${after.id}: the ${language} slug "${slug}" was published; keep it in formerSlugs.${language} so its links still arrive`];
    });
  });
}
