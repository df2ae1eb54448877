import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../lib/i18n/languages";
import type { EntryPageContext, PageI18nContext, SitePageContext } from "../lib/routing/page-context";

/** A page as gatsby-node creates it. */
export interface PageSpec {
  path: string;
  component: string;
  matchPath?: string;
  context: SitePageContext | EntryPageContext;
}

/** The plugin's i18n context of a page; `originalPath` is the page's unprefixed (bare) path. */
export function i18nContext(pagePath: string, language: Language, bare: boolean, originalPath: string): PageI18nContext {
  return {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    routed: !bare,
    originalPath,
    path: pagePath,
  };
}

export type SharedContext<C extends SitePageContext> = Omit<C, "language" | "bare" | "i18n">;

/**
 * A page in each language under its prefix, and the bare copy in the default language; its context
 * the same in every language, or made for each (a page whose data is worded per language).
 */
export function threePages<C extends SitePageContext>(
  shared: SharedContext<C> | ((language: Language) => SharedContext<C>),
  component: string,
  bare: string,
): PageSpec[] {
  const inLanguage = typeof shared === "function" ? shared : () => shared;
  const prefixed = LANGUAGES.map((language): PageSpec => {
    const own = inLanguage(language);
    const pagePath = own.alternates[language];
    return { path: pagePath, component, context: { ...own, language, bare: false, i18n: i18nContext(pagePath, language, false, bare) } };
  });
  const own = inLanguage(DEFAULT_LANGUAGE);
  return [
    ...prefixed,
    { path: bare, component, context: { ...own, language: DEFAULT_LANGUAGE, bare: true, i18n: i18nContext(bare, DEFAULT_LANGUAGE, true, bare) } },
  ];
}
