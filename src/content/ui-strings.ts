import i18next, { type i18n } from "i18next";
import { I18NEXT_OPTIONS } from "../lib/i18n/i18next-options";
import { DEFAULT_LANGUAGE, type Language } from "../lib/i18n/languages";
import type { LocaleStrings } from "./content-schema";

/** UI strings as validated: per language, each namespace (a file of content/locales/<language>/) by its name. */
export type UiStrings = Readonly<Record<Language, Readonly<Record<string, LocaleStrings>>>>;

const translators = new WeakMap<UiStrings, i18n>();

/**
 * i18next over validated UI strings, with the pages' own options (`{{values}}` filled, plural forms by
 * count), for code outside a page: the server's forms and mail, the build's printed documents. One
 * instance per set of strings, made when first asked for.
 */
export function translator(strings: UiStrings): i18n {
  let instance = translators.get(strings);
  if (!instance) {
    instance = i18next.createInstance({
      ...I18NEXT_OPTIONS,
      resources: strings,
      ns: Object.keys(strings[DEFAULT_LANGUAGE]),
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      // Resources are given, so there is nothing to wait for: ready when init returns.
      initImmediate: false,
    });
    void instance.init();
    translators.set(strings, instance);
  }
  return instance;
}

/** A string as written, its `{{values}}` unfilled, by its i18next key (`namespace:dotted.key`); undefined when there is none. */
export function writtenString(strings: UiStrings, language: Language, key: string): string | undefined {
  const [namespace = "", dotted = ""] = key.split(":");
  const value = dotted
    .split(".")
    .reduce<LocaleStrings | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), strings[language][namespace]);
  return typeof value === "string" ? value : undefined;
}
