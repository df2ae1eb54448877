import type { LocaleStrings } from "./content-schema";
import type { UiStrings } from "./ui-strings";

/** i18next's plural forms, which a missing plural key is looked up without. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A one-word key shows as camelCase (`skipToContent`), never as a word of the site's text. */
const CAMEL_CASE = /^[a-z]+[A-Z]\w*$/;

/**
 * What i18next shows in place of a string it cannot find: the key itself (`checklist.recentHeading`), or
 * with its namespace when that is how it was asked (`wildlife:checklist.recentHeading`). Every key of
 * every namespace, in both forms, plural suffixes dropped; a one-word key only when it cannot be a word.
 */
export function translationKeys(strings: UiStrings): Set<string> {
  const keys = new Set<string>();
  const walk = (namespace: string, node: LocaleStrings, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = `${prefix}${name.replace(PLURAL_SUFFIX, "")}`;
      if (typeof value === "object") walk(namespace, value, `${key}.`);
      else if (key.includes(".") || CAMEL_CASE.test(key)) keys.add(key).add(`${namespace}:${key}`);
    }
  };
  for (const namespaces of Object.values(strings)) for (const [namespace, node] of Object.entries(namespaces)) walk(namespace, node, "");
  return keys;
}

/** Words joined by dots or a colon: the shape of a key, and of little else in running text. */
const KEY_SHAPED = /[A-Za-z]\w*(?:[.:][A-Za-z]\w*)+|\b[a-z]+[A-Z]\w*\b/g;

/** The translation keys shown as text among `texts` (a page's text and its attributes), each once. */
export function rawKeysIn(texts: Iterable<string>, keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const [candidate] of text.matchAll(KEY_SHAPED)) if (keys.has(candidate)) found.add(candidate);
  return [...found];
}
