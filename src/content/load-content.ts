import fs from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "../lib/i18n/languages";
import { runChecks } from "./checks";
import { collections, type CollectionName, type Collections, type Content } from "./collections";
import { readJson, type OnFileRead } from "./read-json";
import { switchedOnRoutes, validated, validCollection, validUiStrings } from "./validate-files";

/** The namespaces of UI strings in either language: one per file of content/locales/<language>/. */
function namespacesIn(contentDir: string): string[] {
  const namespacesOf = (language: Language) => {
    const dir = path.join(contentDir, "locales", language);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  };
  return [...new Set(LANGUAGES.flatMap(namespacesOf))].map((file) => file.slice(0, -".json".length));
}

/**
 * Reads and validates every content file. Throws ContentValidationError listing every problem at
 * once, so an editor fixes them in one pass; returns typed content otherwise.
 */
export function loadContent(contentDir: string, onRead?: OnFileRead): Content {
  const content = validated((problems): Content => {
    const parsed: Partial<Record<CollectionName, unknown>> = {};
    for (const name of Object.keys(collections) as CollectionName[]) {
      const read = readJson(contentDir, collections[name].file, problems, onRead);
      if (read.ok) parsed[name] = validCollection(name, read.value, problems);
    }
    const strings = validUiStrings(namespacesIn(contentDir), (file) => readJson(contentDir, file, problems), problems);
    const all = { ...(parsed as Collections), strings };
    // Checks across values and files assume every file passed its schema; until then they would only add noise.
    if (problems.length === 0) runChecks({ contentDir, content: all }, problems);
    return all;
  });
  return { ...content, routes: switchedOnRoutes(content.routes, content.site) };
}
