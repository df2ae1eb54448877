import { collections, type CollectionName } from "../content/collections";
import type { LocaleStrings } from "../content/content-schema";
import { arrayElement, objectShape, unwrap } from "../content/schema-walk";
import { LANGUAGES } from "../lib/i18n/languages";
import { LANGUAGE_NAMES } from "./admin/localized-widget";
import { cmsField, objectFields, type CmsField, type FieldPlace } from "./cms-fields";
import { COLLECTION_TEXT, LOCALE_FILE_LABELS } from "./collection-labels";

/** A collection of the CMS: one content file (or, for the interface texts, one file per language). */
export interface CmsCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  /** The site's own reader and writer of the file (src/cms/entry-format.ts), registered under this name. */
  format: string;
  extension: "json";
  /** A list file is edited as one entry whose `items` are the file's array. */
  list: boolean;
  create: false;
  delete: false;
  /** Without a preview: the interface texts appear all over the site, not on one page to show. */
  editor?: { preview: false };
  files: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
}

/** Everything of the CMS's configuration that the content schemas decide; the backend is added where it is served. */
export interface GeneratedCmsConfig {
  locale: "pt";
  /** Uploaded file names as content/ writes them: lower case, no accents, hyphens (an image path must match `imageFile`). */
  slug: { encoding: "ascii"; clean_accents: true; sanitize_replacement: "-" };
  media_folder: string;
  public_folder: string;
  collections: CmsCollection[];
}

/** The side menu's order: what the lodge edits most first, the site's wiring last. */
export const CMS_ORDER: readonly CollectionName[] = [
  "home",
  "rooms",
  "accommodations",
  "trails",
  "itineraries",
  "birds",
  "primates",
  "mammals",
  "gallery",
  "press",
  "testimonials",
  "timeline",
  "faq",
  "howToGetHere",
  "menu",
  "globalBigDay",
  "pages",
  "documents",
  "privacy",
  "site",
  "routes",
  "redirects",
];

/** The items field a list file is edited through (entry-format.ts wraps and unwraps the array). */
export const LIST_FIELD = "items";

/** The widget of an interface text (admin/localized-widget.ts). */
export const INTERFACE_TEXT_WIDGET = "interface-text";

export const formatName = (collection: string) => `site-json-${collection}`;

function contentCollection(name: CollectionName): CmsCollection {
  const { file, schema } = collections[name];
  const text = COLLECTION_TEXT[name];
  const place: FieldPlace = { collection: name, path: [], insideOptional: false };
  const { inner } = unwrap(schema);
  const element = arrayElement(inner);
  const shape = objectShape(inner);
  let fields: CmsField[];
  if (element) {
    if (!text.entries) throw new Error(`content/${file} is a list: name its entries in the plural (entries) in src/cms/collection-labels.ts`);
    const list = cmsField(LIST_FIELD, schema, place, { labelled: { name: LIST_FIELD, label: text.entries, widget: "" } });
    fields = [{ ...list, label_singular: text.labelSingular, collapsed: true }];
  } else if (shape) {
    fields = objectFields(shape, place);
  } else {
    throw new Error(`content/${file} is neither a list nor an object`);
  }
  return {
    name,
    label: text.label,
    label_singular: text.labelSingular,
    description: text.description,
    format: formatName(name),
    extension: "json",
    list: element !== null,
    create: false,
    delete: false,
    files: [{ name, label: text.label, file: `content/${file}`, fields }],
  };
}

function localeFields(strings: LocaleStrings): CmsField[] {
  return Object.entries(strings).map(([key, value]): CmsField => {
    // A box that grows with its text: one line for a label, more for a paragraph. (Choosing the widget
    // by the text's length would make the configuration depend on what editors write.)
    if (typeof value === "string") return { name: key, label: key, widget: INTERFACE_TEXT_WIDGET };
    return { name: key, label: key, widget: "object", collapsed: true, fields: localeFields(value) };
  });
}

/**
 * The interface texts: one file per namespace and language (content/locales/pt/common.json…), each
 * an entry of its own, the Portuguese one first. (Decap's side-by-side languages for files in
 * per-language folders list the entries by a path without the language, which no backend can read.)
 * Fields are the namespace's keys as the default language's file has them; the build refuses a file
 * whose keys differ between languages.
 */
function localesCollection(namespaces: Record<string, LocaleStrings>): CmsCollection {
  const text = COLLECTION_TEXT.locales;
  return {
    name: "locales",
    label: text.label,
    label_singular: text.labelSingular,
    description: text.description,
    format: formatName("locales"),
    extension: "json",
    list: false,
    create: false,
    delete: false,
    editor: { preview: false },
    files: Object.entries(namespaces).flatMap(([namespace, strings]) =>
      LANGUAGES.map((language) => ({
        name: `${namespace}-${language}`,
        label: `${LOCALE_FILE_LABELS[namespace] ?? namespace} (${LANGUAGE_NAMES[language].toLowerCase()})`,
        file: `content/locales/${language}/${namespace}.json`,
        fields: localeFields(strings),
      })),
    ),
  };
}

/**
 * The CMS's configuration, derived from the content schemas (fields, required, ranges, options) and
 * the default language's interface texts (their keys). Nothing an editor can change in the CMS goes
 * into it, so no save can make it stale; the choice of pages is added when the CMS page is built.
 */
export function generatedCmsConfig(localeNamespaces: Record<string, LocaleStrings>): GeneratedCmsConfig {
  return {
    locale: "pt",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: "content/images",
    public_folder: "images",
    collections: [...CMS_ORDER.map(contentCollection), localesCollection(localeNamespaces)],
  };
}
