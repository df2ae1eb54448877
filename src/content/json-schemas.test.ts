import fs from "node:fs";
import path from "node:path";
import { editorSchemaSettings, jsonSchemas, serialize } from "./json-schemas";

const root = path.resolve(__dirname, "../..");

describe("editors' JSON Schemas", () => {
  it.each(Object.entries(jsonSchemas()))("content/schemas/%s.schema.json matches the build's schema (run `npm run schemas`)", (name, schema) => {
    expect(fs.readFileSync(path.join(root, `content/schemas/${name}.schema.json`), "utf8")).toBe(serialize(schema));
  });
  it("are attached to their files in the editor settings", () => {
    expect(fs.readFileSync(path.join(root, ".vscode/settings.json"), "utf8")).toBe(serialize(editorSchemaSettings()));
  });
  it("describe a translation as both languages, required", () => {
    const routes = jsonSchemas().routes as { items: { properties: { title: { required: string[] } } } };
    expect(routes.items.properties.title.required).toEqual(["pt", "en"]);
  });
});
