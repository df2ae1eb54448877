/** The site's languages: Portuguese is the default, English the fallback. */
export const LANGUAGES = ["pt", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "pt";
/** What a visitor gets when detection finds neither language. */
export const FALLBACK_LANGUAGE: Language = "en";

/** hreflang values; x-default points at the fallback language, which visitors matching neither language get. */
export const HREFLANG: Record<Language, string> = { pt: "pt-BR", en: "en" };
export const OPEN_GRAPH_LOCALE: Record<Language, string> = { pt: "pt_BR", en: "en_US" };
/** BCP 47 tags for every Intl number, date and list format: the English copy is British, so are its formats. */
export const INTL_LOCALE: Record<Language, string> = { pt: "pt-BR", en: "en-GB" };

/** Where a visitor's explicit choice is kept (localStorage/sessionStorage key and cookie name). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
export const LANGUAGE_COOKIE = "i18next";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function otherLanguage(language: Language): Language {
  return language === "pt" ? "en" : "pt";
}
