import i18next, { type i18n, type ResourceLanguage } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { I18NEXT_OPTIONS } from "./i18next-options";

/**
 * An i18next instance holding one page's strings in one language, made as gatsby-plugin-react-i18next
 * makes each page's: for component tests and the CMS previews, which render outside a Gatsby page.
 */
export function pageI18n(language: Language, namespaces: ResourceLanguage): i18n {
  const instance = i18next.createInstance({
    ...I18NEXT_OPTIONS,
    resources: { [language]: namespaces },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    // Resources are given, so there is nothing to wait for: ready before the first render.
    initImmediate: false,
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}
