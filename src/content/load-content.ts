import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LANGUAGES } from "../lib/i18n/languages";
import { runChecks } from "./checks";
import { collections, type CollectionName, type Content } from "./collections";
import { localeSchema, type LocaleStrings } from "./content-schema";
import { ContentValidationError, problemsFromIssues, type ContentProblem } from "./problems";
import { readJson, type OnFileRead } from "./read-json";

function flattenKeys(strings: LocaleStrings, prefix = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`)));
}

/** UI strings: each namespace valid in both languages, with the same keys. */
function checkLocales(contentDir: string, problems: ContentProblem[]) {
  const namespacesOf = (language: string) => {
    const dir = path.join(contentDir, "locales", language);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  };
  const namespaces = new Set(LANGUAGES.flatMap(namespacesOf));
  for (const namespace of namespaces) {
    const keys: Partial<Record<(typeof LANGUAGES)[number], Set<string>>> = {};
    for (const language of LANGUAGES) {
      const file = `locales/${language}/${namespace}`;
      const read = readJson(contentDir, file, problems);
      if (!read.ok) continue;
      const parsed = localeSchema.safeParse(read.value, { reportInput: true });
      if (!parsed.success) problems.push(...problemsFromIssues(file, parsed.error.issues));
      else keys[language] = new Set(flattenKeys(parsed.data));
    }
    for (const language of LANGUAGES) {
      const own = keys[language];
      if (!own) continue;
      for (const other of LANGUAGES) {
        for (const key of keys[other] ?? []) {
          if (!own.has(key))
            problems.push({
              file: `locales/${language}/${namespace}`,
              path: key.split("."),
              expected: `expected the ${language === "pt" ? "Portuguese" : "English"} translation (present in locales/${other})`,
              got: "nothing",
            });
        }
      }
    }
  }
}

/**
 * Reads and validates every content file. Throws ContentValidationError listing every problem at
 * once, so an editor fixes them in one pass; returns typed content otherwise.
 */
export function loadContent(contentDir: string, onRead?: OnFileRead): Content {
  const problems: ContentProblem[] = [];
  const parsed: Partial<Record<CollectionName, unknown>> = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const { file, schema } = collections[name];
    const read = readJson(contentDir, file, problems, onRead);
    if (!read.ok) continue;
    const result = (schema as z.ZodType).safeParse(read.value, { reportInput: true });
    if (result.success) parsed[name] = result.data;
    else problems.push(...problemsFromIssues(file, result.error.issues));
  }
  checkLocales(contentDir, problems);
  // Checks across values and files assume every file passed its schema; until then they would only add noise.
  if (problems.length === 0) runChecks({ contentDir, content: parsed as Content }, problems);
  if (problems.length > 0) throw new ContentValidationError(problems);
  return withoutSwitchedOffRoutes(parsed as Content);
}

/**
 * Drops the routes whose feature switch (site.json › featureFlags) is off, here, so the pages, nodes,
 * links, sitemap and redirects built from the content never meet them.
 */
function withoutSwitchedOffRoutes(content: Content): Content {
  const flags = content.site.featureFlags;
  return { ...content, routes: content.routes.filter((route) => !route.feature || flags[route.feature]) };
}
