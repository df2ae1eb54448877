import { z } from "zod";
import { collections, type CollectionName } from "./collections";

/**
 * JSON Schemas for editors, generated from the zod schemas the build validates with, so an editor's
 * autocompletion and red squiggles match what the build accepts.
 */
export function jsonSchemas(): Record<CollectionName, object> {
  const entries = (Object.keys(collections) as CollectionName[]).map((name) => {
    const { schema, file } = collections[name];
    const json = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" });
    return [name, { ...json, title: `content/${file}` }] as const;
  });
  return Object.fromEntries(entries) as Record<CollectionName, object>;
}

/** Editor settings that attach each schema to its file. */
export function editorSchemaSettings(): { "json.schemas": Array<{ fileMatch: string[]; url: string }> } {
  return {
    "json.schemas": (Object.keys(collections) as CollectionName[]).map((name) => ({
      fileMatch: [`/content/${collections[name].file}`],
      url: `./content/schemas/${name}.schema.json`,
    })),
  };
}

export const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
