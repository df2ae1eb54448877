import { collections, type CollectionName } from "../collections";
import { uniqueFields } from "../content-rules";
import { article, describeValue, jsonPath } from "../problems";
import { arrayElement, unwrap, visitMarked } from "../schema-walk";
import type { ContentCheck } from "./check";

/**
 * The set of values a value at `path` must differ from, as a key: the same place in every entry
 * (indices left out), except that in a list file each entry is its own page or node, so values in
 * the entry's nested lists (a page's sections, a room's units) only need to differ within the entry.
 * A single-object file is one page: its nested ids (every FAQ question) differ across the whole file.
 */
export function uniquenessScope(path: readonly PropertyKey[], fileIsList: boolean): string {
  const insideNestedList = path.slice(1).some((key) => typeof key === "number");
  const keepEntry = fileIsList && insideNestedList;
  return path.map((key, index) => (typeof key === "number" && !(keepEntry && index === 0) ? "[]" : String(key))).join("/");
}

/**
 * Ids, slugs and redirect paths, found through the `uniqueFields` marks of the schemas: a repeated id
 * would make one node overwrite another (a room would silently disappear), a repeated slug or
 * redirect path would make two pages claim one address.
 */
export const uniqueValues: ContentCheck = {
  name: "every id, slug and redirect path is used once at its place",
  run({ content }, problems) {
    for (const name of Object.keys(collections) as CollectionName[]) {
      const { file, schema } = collections[name];
      const fileIsList = arrayElement(unwrap(schema).inner) !== null;
      const firstUse = new Map<string, PropertyKey[]>();
      visitMarked(uniqueFields, schema, content[name], ({ what }, value, at) => {
        const key = `${uniquenessScope(at, fileIsList)}=${JSON.stringify(value)}`;
        const first = firstUse.get(key);
        if (first)
          problems.push({
            file,
            path: at,
            expected: `expected ${article(what)} not used before (first used at ${jsonPath(first)})`,
            got: describeValue(value),
          });
        else firstUse.set(key, at);
      });
    }
  },
};
