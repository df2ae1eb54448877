/**
 * Rewrites what is derived from the content schemas and the default language's UI strings:
 * content/schemas/*.schema.json, .vscode/settings.json, the CMS's configuration and the UI strings' types.
 */
import fs from "node:fs";
import path from "node:path";
import { editorSchemaSettings, jsonSchemas, serialize } from "../src/content/json-schemas";
import { CMS_CONFIG_FILE, cmsConfigFor } from "../src/cms/config-from-content";
import { contentJson } from "../src/content/content-json";
import { LOCALE_TYPES_FILE, localeTypesSource } from "../src/content/locale-types";

const root = path.resolve(__dirname, "..");
const dir = path.join(root, "content/schemas");
fs.mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas())) {
  fs.writeFileSync(path.join(dir, `${name}.schema.json`), serialize(schema));
}
fs.mkdirSync(path.join(root, ".vscode"), { recursive: true });
fs.writeFileSync(path.join(root, ".vscode/settings.json"), serialize(editorSchemaSettings()));
console.log(`Wrote ${Object.keys(jsonSchemas()).length} schemas to content/schemas/`);
fs.mkdirSync(path.dirname(CMS_CONFIG_FILE), { recursive: true });
fs.writeFileSync(CMS_CONFIG_FILE, contentJson(cmsConfigFor(path.join(root, "content"))));
console.log(`Wrote the CMS configuration to ${path.relative(root, CMS_CONFIG_FILE)}`);
fs.writeFileSync(LOCALE_TYPES_FILE, localeTypesSource(path.join(root, "content/locales")));
console.log(`Wrote the UI strings' types to ${path.relative(root, LOCALE_TYPES_FILE)}`);
