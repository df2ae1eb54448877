import { contentJson } from "../content/content-json";
import type { CmsField } from "./cms-fields";
import { LIST_FIELD, type CmsCollection } from "./cms-config";

/**
 * How the CMS reads and writes a content file, so that a save changes only what the editor changed:
 * keys in the schema's order (the editor's state does not keep an order), the text as Prettier
 * formats content/ (content-json.ts), and an optional field left empty written as
 * absent rather than as `""` or `{}`. The build reads the result exactly as it reads a hand edit.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Empty once cleaned: an object's empty fields are already gone, so an object is empty when nothing is left in it. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/** What an optional field the editor left empty is written as: absent, `null` where the key must stay, or its default. */
function orAbsent(field: CmsField, value: Json | undefined): Json | undefined {
  if (field.required !== false || !isEmpty(value)) return value;
  if (field.nullable) return null;
  return field.default;
}

/** An object with the fields' keys first, in their order, then any key the configuration does not know (kept, never lost). */
function ordered(fields: readonly CmsField[], value: Record<string, unknown>): { [key: string]: Json } {
  const result: { [key: string]: Json } = {};
  for (const field of fields) {
    const cleaned = clean(field, value[field.name]);
    if (cleaned !== undefined) result[field.name] = cleaned;
  }
  for (const [key, other] of Object.entries(value)) {
    if (!(key in result) && !fields.some((field) => field.name === key) && other !== undefined) result[key] = other as Json;
  }
  return result;
}

function cleanValue(field: CmsField, value: unknown): Json | undefined {
  switch (field.widget) {
    case "localized": {
      const texts = isRecord(value) ? value : {};
      const both = { pt: typeof texts.pt === "string" ? texts.pt : "", en: typeof texts.en === "string" ? texts.en : "" };
      return both.pt === "" && both.en === "" ? undefined : both;
    }
    case "object":
      return isRecord(value) ? ordered(field.fields ?? [], value) : undefined;
    case "list": {
      if (!Array.isArray(value)) return undefined;
      const only = field.fields?.[0];
      const items = value.map((item) => {
        // A list of texts: each item, held under the list's one field, is written bare.
        if (field.item_field && only) return clean(only, isRecord(item) ? item[field.item_field] : undefined);
        if (field.fields) return isRecord(item) ? ordered(field.fields, item) : undefined;
        return field.field ? clean(field.field, item) : (item as Json);
      });
      return items.filter((item): item is Json => item !== undefined);
    }
    case "boolean":
      return value === true ? true : field.omit_when_false ? undefined : false;
    case "number":
      // The number widget hands over "" for an emptied field and, in some versions, the text typed.
      if (typeof value === "number") return value;
      if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
      return undefined;
    default:
      if (value === undefined || value === null) return undefined;
      return value as Json;
  }
}

function clean(field: CmsField, value: unknown): Json | undefined {
  return orAbsent(field, cleanValue(field, value));
}

/** The file's text for what the editor holds (`data` as the CMS gives it, a list file's array under `items`). */
export function fileText(fields: readonly CmsField[], data: Record<string, unknown>, list: boolean): string {
  const value = list ? (clean(fields[0] as CmsField, data[LIST_FIELD]) ?? []) : ordered(fields, data);
  return contentJson(value);
}

/** A file's value as the editor holds it: each item of a list of texts under the list's one field (cms-fields.ts). */
function wrapped(field: CmsField, value: unknown): unknown {
  if (field.widget === "object" && isRecord(value)) return wrappedFields(field.fields ?? [], value);
  if (field.widget !== "list" || !Array.isArray(value)) return value;
  const inner = field.fields?.[0];
  if (field.item_field && inner) return value.map((item) => ({ [inner.name]: item }));
  if (field.fields) return value.map((item) => (isRecord(item) ? wrappedFields(field.fields ?? [], item) : item));
  return value;
}

function wrappedFields(fields: readonly CmsField[], value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (() => {
        const field = fields.find((candidate) => candidate.name === key);
        return field ? wrapped(field, item) : item;
      })(),
    ]),
  );
}

/** What the editor holds for a file's parsed value: the object itself, or a list file's array under `items`. */
export function entryData(fields: readonly CmsField[], value: unknown, list: boolean): Record<string, unknown> {
  if (list) {
    if (!Array.isArray(value)) throw new Error("expected the file to hold a list");
    return wrappedFields(fields, { [LIST_FIELD]: value });
  }
  if (!isRecord(value)) throw new Error("expected the file to hold an object");
  return wrappedFields(fields, value);
}

/**
 * The fields of the file `data` belongs to. A collection of several files (the interface texts) has
 * one format for all of them, which is given only the data: its file is the one whose fields are
 * exactly the data's keys (each namespace has its own).
 */
export function fieldsFor(collection: CmsCollection, data: Record<string, unknown>): readonly CmsField[] {
  if (collection.files.length === 1) return collection.files[0]?.fields ?? [];
  const keys = Object.keys(data).sort().join("\n");
  const file = collection.files.find(
    (candidate) =>
      candidate.fields
        .map((field) => field.name)
        .sort()
        .join("\n") === keys,
  );
  if (!file) throw new Error(`no file of ${collection.name} has the fields ${Object.keys(data).join(", ")}`);
  return file.fields;
}
