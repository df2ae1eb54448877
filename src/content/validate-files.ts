import type { z } from "zod";
import { LANGUAGES, type Language } from "../lib/i18n/languages";
import { collections, type CollectionName, type Collections } from "./collections";
import { localeSchema, type LocaleStrings } from "./content-schema";
import { ContentValidationError, problemsFromIssues, type ContentProblem } from "./problems";
import type { UiStrings } from "./ui-strings";

/**
 * The validation of each content file on its own, whoever holds its value: the build and scripts read
 * it from content/ (load-content.ts), the server and its functions from the files bundled with their
 * code (src/server/content/). Nothing here reads the disk, so a function bundles none of that.
 */

/** A collection file's value as its schema reads it, or undefined with its mistakes added to `problems`. */
export function validCollection<K extends CollectionName>(name: K, value: unknown, problems: ContentProblem[]): Collections[K] | undefined {
  const { file, schema } = collections[name];
  const result = (schema as z.ZodType).safeParse(value, { reportInput: true });
  if (result.success) return result.data as Collections[K];
  problems.push(...problemsFromIssues(file, result.error.issues));
  return undefined;
}

/** The file of a namespace of UI strings in a language, as problems name it. */
const stringsFile = (language: Language, namespace: string) => `locales/${language}/${namespace}.json`;

/** A UI strings file's value as the locale schema reads it, or undefined with its mistakes added to `problems`. */
function validStrings(file: string, value: unknown, problems: ContentProblem[]): LocaleStrings | undefined {
  const result = localeSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...problemsFromIssues(file, result.error.issues));
  return undefined;
}

function flattenKeys(strings: LocaleStrings, prefix = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`)));
}

/** Each language of a namespace has every key the other has; `byLanguage` holds the languages whose file was valid. */
function checkTranslations(namespace: string, byLanguage: Partial<Record<Language, LocaleStrings>>, problems: ContentProblem[]): void {
  const keys: Partial<Record<Language, Set<string>>> = {};
  for (const language of LANGUAGES) {
    const strings = byLanguage[language];
    if (strings) keys[language] = new Set(flattenKeys(strings));
  }
  for (const language of LANGUAGES) {
    const own = keys[language];
    if (!own) continue;
    for (const other of LANGUAGES) {
      for (const key of keys[other] ?? []) {
        if (!own.has(key))
          problems.push({
            file: stringsFile(language, namespace),
            path: key.split("."),
            expected: `expected the ${language === "pt" ? "Portuguese" : "English"} translation (present in locales/${other})`,
            got: "nothing",
          });
      }
    }
  }
}

/** A file's value as its source gives it: none when the file is missing or is not JSON (the source said why). */
export type FileValue = { ok: true; value: unknown } | { ok: false };

/**
 * UI strings: each namespace valid in both languages, with the same keys. `read` gives a namespace's
 * file in a language (`file` is its path under content/).
 */
export function validUiStrings(
  namespaces: readonly string[],
  read: (file: string, language: Language, namespace: string) => FileValue,
  problems: ContentProblem[],
): UiStrings {
  const strings: Record<Language, Record<string, LocaleStrings>> = { pt: {}, en: {} };
  for (const namespace of namespaces) {
    const byLanguage: Partial<Record<Language, LocaleStrings>> = {};
    for (const language of LANGUAGES) {
      const file = stringsFile(language, namespace);
      const value = read(file, language, namespace);
      const valid = value.ok ? validStrings(file, value.value, problems) : undefined;
      if (valid) byLanguage[language] = strings[language][namespace] = valid;
    }
    checkTranslations(namespace, byLanguage, problems);
  }
  return strings;
}

/**
 * The routes without those whose feature switch (site.json › featureFlags) is off, so the pages, nodes,
 * links, sitemap and redirects built from the content, and the links the server writes, never meet them.
 */
export function switchedOnRoutes(routes: Collections["routes"], site: Collections["site"]): Collections["routes"] {
  return routes.filter((route) => !route.feature || site.featureFlags[route.feature]);
}

/** What `read` returns, or ContentValidationError listing every mistake it found, all at once. */
export function validated<T>(read: (problems: ContentProblem[]) => T): T {
  const problems: ContentProblem[] = [];
  const value = read(problems);
  if (problems.length > 0) throw new ContentValidationError(problems);
  return value;
}

/** `validated(read)` on the first call, kept for the next ones; a call that throws keeps nothing, so each says the same. */
export function validatedOnce<T>(read: (problems: ContentProblem[]) => T): () => T {
  let kept: { value: T } | undefined;
  return () => (kept ??= { value: validated(read) }).value;
}
