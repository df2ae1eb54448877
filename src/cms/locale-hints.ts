import { LANGUAGES, otherLanguage, type Language } from "../lib/i18n/languages";
import { LANGUAGE_NAMES } from "./admin/localized-widget";
import type { CmsCollection } from "./cms-config";
import type { CmsField } from "./cms-fields";

/** Every text of an interface-text file as [key path, text] pairs ("nav.label", "Navegação principal"). */
export type LocaleTexts = Record<string, Partial<Record<Language, Array<[string, string]>>>>;

/** The texts of `tree` as [dotted key path, text] pairs, in the file's order. */
export function flattenTexts(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flattenTexts(value, `${prefix}${key}.`),
  );
}

function hinted(fields: readonly CmsField[], other: Map<string, string>, otherName: string, prefix = ""): CmsField[] {
  return fields.map((field) => {
    const path = `${prefix}${field.name}`;
    if (field.fields) return { ...field, fields: hinted(field.fields, other, otherName, `${path}.`) };
    const text = other.get(path);
    return text === undefined ? field : { ...field, hint: `Em ${otherName}: ${text}` };
  });
}

/**
 * The interface texts with each field's hint giving the same text in the other language, so whoever
 * edits one file sees what it translates. Added when the CMS page is built, from the texts as they
 * are then: the committed configuration holds no text an editor can change.
 */
export function withLocaleHints(collections: readonly CmsCollection[], texts: LocaleTexts): CmsCollection[] {
  return collections.map((collection) => {
    if (collection.name !== "locales") return collection;
    return {
      ...collection,
      files: collection.files.map((file) => {
        const language = LANGUAGES.find((candidate) => file.name.endsWith(`-${candidate}`));
        if (!language) return file;
        const namespace = file.name.slice(0, -`-${language}`.length);
        const other = otherLanguage(language);
        const otherTexts = new Map(texts[namespace]?.[other] ?? []);
        return { ...file, fields: hinted(file.fields, otherTexts, LANGUAGE_NAMES[other].toLowerCase()) };
      }),
    };
  });
}
