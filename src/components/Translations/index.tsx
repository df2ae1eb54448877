import React, { createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../lib/i18n/languages";
import type { LocaleEdges } from "../../lib/i18n/locale-data";
import { createTranslator, namespacesOf, type Namespaces, type Translate } from "../../lib/i18n/translator";

interface PageStrings {
  language: Language;
  namespaces: Namespaces;
}

const Strings = createContext<PageStrings>({ language: DEFAULT_LANGUAGE, namespaces: {} });

/** Gives the page's elements its UI strings: the namespaces its query loaded, in its language only. */
export function Translations({ language, namespaces, children }: PageStrings & { children: React.ReactNode }) {
  const value = useMemo(() => ({ language, namespaces }), [language, namespaces]);
  return <Strings.Provider value={value}>{children}</Strings.Provider>;
}

/**
 * `t` for a component, defaulting to its first namespace (`common` when none is named), and the
 * page's language.
 */
export function useTranslation(namespace?: string | readonly string[]): { t: Translate; i18n: { language: Language } } {
  const { language, namespaces } = useContext(Strings);
  const defaultNamespace = (typeof namespace === "string" ? namespace : namespace?.[0]) ?? "common";
  const t = useMemo(() => createTranslator(namespaces, defaultNamespace), [namespaces, defaultNamespace]);
  return { t, i18n: { language } };
}

export interface PageElementProps {
  data?: unknown;
  pageContext?: unknown;
}

/** The page's language and the strings its query loaded (`locales`, from the PageShell fragment). */
export function PageTranslations({ page, children }: { page: PageElementProps; children: React.ReactNode }) {
  const locales = (page.data as { locales?: LocaleEdges | null } | undefined)?.locales;
  const requested = (page.pageContext as { language?: unknown } | undefined)?.language;
  const namespaces = useMemo(() => namespacesOf(locales), [locales]);
  return (
    <Translations language={isLanguage(requested) ? requested : DEFAULT_LANGUAGE} namespaces={namespaces}>
      {children}
    </Translations>
  );
}
