import { LANGUAGES } from "../../lib/i18n/languages";
import { collections } from "../collections";
import { listedEntries, type ListedEntry } from "../entry-pages";
import { describeValue, jsonPath } from "../problems";
import type { ContentCheck } from "./check";

interface Use {
  entry: ListedEntry;
  index: number;
  path: PropertyKey[];
}

/**
 * Entries of several collections share one listing's addresses (birds, primates and mammals are all
 * under the field guides), so an id or slug must differ across them all; the schemas' uniqueness rule
 * already covers one collection. A former slug must not be any entry's current one, or its redirect
 * would take the address of a page.
 */
export const entryAddresses: ContentCheck = {
  name: "every entry's page has an address of its own in its listing",
  run({ content }, problems) {
    const entries = listedEntries(content);
    const indexOf = new Map<ListedEntry, number>();
    for (const entry of entries)
      indexOf.set(
        entry,
        content[entry.collection].findIndex((own) => own.id === entry.id),
      );
    const firstUse = new Map<string, Use>();
    const report = (use: Use, expected: string, value: string) =>
      problems.push({ file: collections[use.entry.collection].file, path: use.path, expected, got: describeValue(value) });
    const claim = (key: string, use: Use, value: string, what: string, schemaReportsOwnRepeats = true) => {
      const first = firstUse.get(key);
      if (!first) return void firstUse.set(key, use);
      // A current id or slug repeated in its own collection is the schema's uniqueness rule's to report.
      if (!schemaReportsOwnRepeats || first.entry.collection !== use.entry.collection)
        report(
          use,
          `expected ${what} not used by another entry of the same page (first used at content/${collections[first.entry.collection].file} › ${jsonPath(first.path)})`,
          value,
        );
    };
    for (const entry of entries) {
      const index = indexOf.get(entry) ?? -1;
      claim(`${entry.listing.id} id ${entry.id}`, { entry, index, path: [index, "id"] }, String(entry.id), "an id");
      for (const language of LANGUAGES)
        claim(`${entry.listing.id} ${language} ${entry.slug[language]}`, { entry, index, path: [index, "slug", language] }, entry.slug[language], "a slug");
    }
    const current = new Set(firstUse.keys());
    for (const entry of entries) {
      const index = indexOf.get(entry) ?? -1;
      for (const language of LANGUAGES)
        (entry.formerSlugs?.[language] ?? []).forEach((former, position) => {
          const use: Use = { entry, index, path: [index, "formerSlugs", language, position] };
          if (current.has(`${entry.listing.id} ${language} ${former}`)) report(use, "expected an old slug that is no entry's current slug", former);
          else claim(`${entry.listing.id} ${language} ${former}`, use, former, "an old slug", false);
        });
    }
  },
};
