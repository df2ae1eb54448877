import { collections, type CollectionName } from "../collections";
import { pageListEntries } from "../content-rules";
import { arrayElement, unwrap } from "../schema-walk";
import type { ContentCheck } from "./check";

/** A list file whose entries a page shows as its main content (marked in the schemas) must not be empty: the page would be blank. */
export const pageListsNotEmpty: ContentCheck = {
  name: "every list a page is built around has at least one entry",
  run({ content }, problems) {
    for (const name of Object.keys(collections) as CollectionName[]) {
      const { file, schema } = collections[name];
      const element = arrayElement(unwrap(schema).inner);
      const mark = element ? pageListEntries.get(unwrap(element).inner) : undefined;
      const entries: unknown = content[name];
      if (mark && Array.isArray(entries) && entries.length === 0) problems.push({ file, path: [], expected: mark.whenEmpty, got: "an empty list" });
    }
  },
};
