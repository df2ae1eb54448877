import fs from "node:fs";
import path from "node:path";
import { localeSchema, type LocaleStrings } from "../content/content-schema";
import { DEFAULT_LANGUAGE } from "../lib/i18n/languages";
import { generatedCmsConfig, type GeneratedCmsConfig } from "./cms-config";

/** The generated configuration's file: committed, rewritten by `npm run schemas`, bundled into the CMS page. */
export const CMS_CONFIG_FILE = path.join(__dirname, "generated", "cms-config.json");

/** The CMS configuration for the content in `contentDir`: the schemas, and its interface texts' keys. */
export function cmsConfigFor(contentDir: string): GeneratedCmsConfig {
  const localeDir = path.join(contentDir, "locales", DEFAULT_LANGUAGE);
  const namespaces: Record<string, LocaleStrings> = {};
  for (const file of fs
    .readdirSync(localeDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    namespaces[file.slice(0, -".json".length)] = localeSchema.parse(JSON.parse(fs.readFileSync(path.join(localeDir, file), "utf8")));
  }
  return generatedCmsConfig(namespaces);
}
