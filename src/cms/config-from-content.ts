import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { collections } from "../content-pipeline/collections";
import { localeSchema, type LocaleStrings } from "../content-pipeline/content-schema";
import { DEFAULT_LANGUAGE } from "../lib/i18n/languages";
import { generatedCmsConfig, type GeneratedCmsConfig } from "./cms-config";

/** The generated configuration's file: committed, rewritten by `npm run schemas`, bundled into the CMS page. */
export const CMS_CONFIG_FILE = path.join(__dirname, "generated", "cms-config.json");

/** The CMS configuration for the content in `contentDir`: its route table and its interface-text keys. */
export function cmsConfigFor(contentDir: string): GeneratedCmsConfig {
  const routes = z.array(collections.routes.schema.element).parse(JSON.parse(fs.readFileSync(path.join(contentDir, collections.routes.file), "utf8")));
  const localeDir = path.join(contentDir, "locales", DEFAULT_LANGUAGE);
  const namespaces: Record<string, LocaleStrings> = {};
  for (const file of fs
    .readdirSync(localeDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    namespaces[file.slice(0, -".json".length)] = localeSchema.parse(JSON.parse(fs.readFileSync(path.join(localeDir, file), "utf8")));
  }
  return generatedCmsConfig(routes, namespaces);
}
