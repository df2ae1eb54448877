import { z } from "zod";
import { cmsText, formatText, optionNames, type CmsText } from "../content/cms-text";
import { entryReferences, textLimits, uniqueFields } from "../content/content-rules";
import type { ChoiceSource } from "./choice-options";
import { arrayElement, objectShape, roleOf, unwrap } from "../content/schema-walk";

type Schema = z.core.$ZodType;

/** A field of Decap CMS's configuration, as far as this site uses it. */
export interface CmsField {
  name: string;
  label: string;
  /** A list's name for one of its items ("Adicionar …", "1 …"); its label is the plural. */
  label_singular?: string;
  hint?: string;
  widget: string;
  required?: boolean;
  /** Written for an optional field the editor leaves empty (only `""`, for values the lodge has yet to give). */
  default?: string;
  /** The key stays when the field is empty, holding `null` (a route outside every menu). */
  nullable?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  options?: Array<{ label: string; value: string }>;
  /** A choice among the site's pages or species: its options come from content as the CMS page is built (choice-options.ts). */
  options_from?: ChoiceSource;
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  step?: number;
  pattern?: [string, string];
  collapsed?: boolean;
  summary?: string;
  /** An optional switch: left out of the file while off. */
  omit_when_false?: boolean;
  /** A list whose items the file holds bare but the editor holds under this one field's name. */
  item_field?: string;
  /** The localized widget: a text area per language rather than one line. */
  multiline?: boolean;
  /** The localized widget: the most characters the page has room for. */
  max_length?: number;
  /**
   * The localized widget: the format each language's text must have, and what the editor reads when
   * one does not. Not `pattern`, which Decap would test against the pair of texts as one value.
   */
  text_pattern?: [string, string];
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
}

/** What a field's place says about it: its file's collection and its JSON path with `*` for list items. */
export interface FieldPlace {
  collection: string;
  path: string[];
  /** Inside an optional object: its fields can only be required together, which the site's check does. */
  insideOptional: boolean;
}

/** Lower and upper bounds as JSON Schema states them, for numbers and lists alike. */
interface JsonBounds {
  type?: string;
  enum?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonBounds[];
  const?: unknown;
}

const jsonOf = (schema: Schema): JsonBounds => z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonBounds;

/** Formats zod checks by name rather than by pattern; the site accepts only https addresses. */
const FORMAT_PATTERNS: Record<string, string> = {
  uri: "^https://\\S+$",
  email: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  date: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",
};

/** The widget of a text that must be unique at its place: Decap's own text box, which checks that. */
export const UNIQUE_VALUE_WIDGET = "unique-value";

/** The one field of a list of texts in both languages, as the editor holds each item. */
export const ITEM_FIELD = "text";

/** Fields a list item is best known by, in order of preference: shown on the collapsed item. */
const SUMMARY_FIELDS = ["name", "title", "heading", "question", "label", "alt", "from", "place", "locationId", "code", "year", "id"];

/**
 * Decap's template of a collapsed item's bar: the value at `keyPath`, or, while it is empty (a new
 * item), "(sem nome)" rather than Decap's own English "No id". The {{tokens}} of the value are filled
 * in by the site's list control (admin/list-summaries.ts).
 */
export const summaryTemplate = (keyPath: string, whenEmpty: string) => `{{fields.${keyPath} | default('${whenEmpty}')}}`;

/** What a new item's bar says until its summary field is written: "(sem nome)", "(sem título)". */
const withoutField = (label: string) => `(sem ${label.replace(/\s*\(.*\)$/, "").toLowerCase()})`;

/** The same for an item of a list of bare values or texts, named by the list's plural label: it has no name of its own. */
const EMPTY_VALUE = "(em branco)";

/** The editor's words for a field, written beside its schema: on the field's schema or on what it wraps (`labelled(…).optional()`). */
function fieldText(name: string, schema: Schema, place: FieldPlace): CmsText {
  const text = cmsText.get(schema) ?? cmsText.get(unwrap(schema).inner);
  if (!text) {
    const at = `${place.collection}:${place.path.join(".")}`;
    throw new Error(`No Portuguese label for the field "${name}" (${at}): declare it with labelled() from src/content/cms-text.ts`);
  }
  return text;
}

function optionsFor(schema: Schema, values: readonly string[]): Array<{ label: string; value: string }> {
  const names = optionNames.get(schema) ?? {};
  return values.map((value) => ({ label: names[value] ?? value, value }));
}

/** The first words under a value that does not have its format; the field's hint says which format. */
export const PATTERN_MISMATCH = "Este valor não está no formato esperado.";

/** A value's format and what the editor reads under a value without it: the format's own words (a slug's), else the field's hint. */
function patternOf(json: JsonBounds, hint: string | undefined, schema: Schema): [string, string] | undefined {
  const source = json.pattern ?? (json.format ? FORMAT_PATTERNS[json.format] : undefined);
  if (source === undefined) return undefined;
  const own = formatText.get(schema)?.whenInvalid;
  return [source, own ?? (hint ? `${PATTERN_MISMATCH} ${hint}` : PATTERN_MISMATCH)];
}

/**
 * The format both languages of a localized value must have, when its languages' schema declares one
 * (an entry's slug); a plain text's "not blank" is the widget's own check and says so in its own words.
 */
function languagesFormat(inner: Schema): [string, string] | undefined {
  const languages = Object.values(objectShape(inner) ?? {});
  const patterns = languages.map((language) => (formatText.get(language) ? patternOf(jsonOf(language), undefined, language) : undefined));
  const [first] = patterns;
  if (patterns.some((pattern) => pattern?.[0] !== first?.[0] || pattern?.[1] !== first?.[1])) {
    throw new Error("a localized value's languages have different formats: the CMS states one for both");
  }
  return first;
}

function numberBounds(json: JsonBounds, integer: boolean): Pick<CmsField, "min" | "max"> {
  const step = integer ? 1 : 0;
  const min = json.minimum ?? (json.exclusiveMinimum === undefined ? undefined : json.exclusiveMinimum + step);
  const max = json.maximum ?? (json.exclusiveMaximum === undefined ? undefined : json.exclusiveMaximum - step);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function summaryOf(fields: readonly CmsField[]): string | undefined {
  const field = SUMMARY_FIELDS.map((name) => fields.find((candidate) => candidate.name === name)).find((candidate) => candidate !== undefined);
  if (!field) return undefined;
  return summaryTemplate(field.widget === "localized" ? `${field.name}.pt` : field.name, withoutField(field.label));
}

/** The field for a value that is neither an object nor a list. */
function valueField(base: CmsField, inner: Schema): CmsField {
  switch (roleOf(inner)) {
    case "localized": {
      const limit = textLimits.get(inner)?.max;
      const textPattern = languagesFormat(inner);
      return {
        ...base,
        widget: "localized",
        multiline: limit === undefined || limit > 60,
        ...(limit === undefined ? {} : { max_length: limit }),
        ...(textPattern ? { text_pattern: textPattern } : {}),
      };
    }
    case "image":
      return { ...base, widget: "image", choose_url: false };
    case "document":
      return { ...base, widget: "file", choose_url: false, media_folder: "/content/documents", public_folder: "documents" };
    case "route":
      // The choices are the route table's, filled in when the CMS page is built (choice-options.ts):
      // a route an editor adds or renames must not make this configuration stale.
      return { ...base, widget: "select", options_from: "routes", options: [] };
    default:
      break;
  }
  const json = jsonOf(inner);
  if (json.enum) return { ...base, widget: "select", options: optionsFor(inner, json.enum) };
  // A switch is never "missing": off is a value. An optional one is written only when on.
  if (json.type === "boolean") return { ...base, widget: "boolean", required: false, ...(base.required ? {} : { omit_when_false: true }) };
  if (json.type === "integer" || json.type === "number") {
    const integer = json.type === "integer";
    return { ...base, widget: "number", value_type: integer ? "int" : "float", ...(integer ? {} : { step: 0.1 }), ...numberBounds(json, integer) };
  }
  // A value the lodge may leave unset: "" or a value of the other shape.
  const given = json.anyOf?.find((option) => option.const !== "");
  if (json.anyOf && given) {
    const pattern = patternOf(given, base.hint, inner);
    return { ...base, widget: "string", required: false, default: "", ...(pattern ? { pattern } : {}) };
  }
  const pattern = patternOf(json, base.hint, inner);
  // An id, slug or path says under itself when it repeats one at its place (admin/unique-value-widget.ts).
  const widget = uniqueFields.get(inner) ? UNIQUE_VALUE_WIDGET : "string";
  return { ...base, widget, ...(pattern ? { pattern } : {}) };
}

function listField(base: CmsField, inner: Schema, element: Schema, place: FieldPlace): CmsField {
  const json = jsonOf(inner);
  const bounds = { ...(json.minItems === undefined ? {} : { min: json.minItems }), ...(json.maxItems === undefined ? {} : { max: json.maxItems }) };
  const item = unwrap(element).inner;
  const itemPlace = { ...place, path: [...place.path, "*"] };
  // A localized text is an object too, but one the localized widget edits whole.
  const shape = roleOf(item) === undefined ? objectShape(item) : null;
  const itemJson = shape || roleOf(item) ? {} : jsonOf(item);
  if (itemJson.enum) return { ...base, widget: "select", multiple: true, options: optionsFor(item, itemJson.enum), ...bounds };
  // Ids of other entries (a trail's species): chosen by name from the entries there are, not typed.
  const reference = entryReferences.get(item);
  if (reference) return { ...base, widget: "select", multiple: true, options_from: reference.to, options: [], ...bounds };
  if (shape) {
    const fields = objectFields(shape, itemPlace);
    const summary = summaryOf(fields);
    return { ...base, widget: "list", collapsed: true, ...(summary ? { summary } : {}), fields, ...bounds };
  }
  if (roleOf(item) === "localized") {
    // Decap's list hands an item that is itself an object to its one field as `item[fieldName]`, so a
    // list of texts in both languages is edited as a list of one-field objects (entry-format.ts wraps
    // and unwraps them); open, since such lists are paragraphs read in order.
    const text = cmsField(ITEM_FIELD, element, itemPlace, { labelled: base });
    return {
      ...base,
      widget: "list",
      collapsed: false,
      item_field: ITEM_FIELD,
      summary: summaryTemplate(`${ITEM_FIELD}.pt`, EMPTY_VALUE),
      fields: [text],
      ...bounds,
    };
  }
  // Decap hands a one-field list's summary its item under the field's name.
  return {
    ...base,
    widget: "list",
    summary: summaryTemplate(base.name, EMPTY_VALUE),
    field: cmsField(base.name, element, itemPlace, { labelled: base }),
    ...bounds,
  };
}

/** The Decap field for the schema of `name` at `place`. */
export function cmsField(name: string, schema: Schema, place: FieldPlace, options: { labelled?: CmsField } = {}): CmsField {
  const { inner, required, nullable } = unwrap(schema);
  const text = options.labelled ?? fieldText(name, schema, place);
  const base: CmsField = {
    name,
    label: text.label,
    ...(text.hint ? { hint: text.hint } : {}),
    widget: "",
    required: required && !place.insideOptional,
    ...(nullable ? { nullable: true } : {}),
  };
  const shape = objectShape(inner);
  if (shape && roleOf(inner) === undefined) {
    return { ...base, widget: "object", collapsed: false, fields: objectFields(shape, { ...place, insideOptional: place.insideOptional || !required }) };
  }
  const element = arrayElement(inner);
  if (element) return listField(base, inner, element, place);
  return valueField(base, inner);
}

export function objectFields(shape: Record<string, Schema>, place: FieldPlace): CmsField[] {
  return Object.entries(shape).map(([name, schema]) => cmsField(name, schema, { ...place, path: [...place.path, name] }));
}
