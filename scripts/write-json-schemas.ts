/** Rewrites content/schemas/*.schema.json and .vscode/settings.json from the content schemas. */
import fs from "node:fs";
import path from "node:path";
import { editorSchemaSettings, jsonSchemas, serialize } from "../src/content-pipeline/json-schemas";

const root = path.resolve(__dirname, "..");
const dir = path.join(root, "content/schemas");
fs.mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas())) {
  fs.writeFileSync(path.join(dir, `${name}.schema.json`), serialize(schema));
}
fs.mkdirSync(path.join(root, ".vscode"), { recursive: true });
fs.writeFileSync(path.join(root, ".vscode/settings.json"), serialize(editorSchemaSettings()));
console.log(`Wrote ${Object.keys(jsonSchemas()).length} schemas to content/schemas/`);
