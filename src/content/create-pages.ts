import path from "node:path";
import type { Actions } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../lib/i18n/languages";
import { NOT_FOUND_ROUTE_ID, type PageI18nContext, type SitePageContext } from "../lib/routing/page-context";
import { alternatePaths, barePath, localizedPath } from "../lib/routing/routes";
import type { RouteEntry } from "./collections";
import { templateNamespaces } from "./template-namespaces";

const TEMPLATE_DIR = path.resolve(__dirname, "../templates");

export function templateFile(template: RouteEntry["template"] | "not-found"): string {
  return path.join(TEMPLATE_DIR, `${template}.tsx`);
}

export interface PageSpec {
  path: string;
  component: string;
  matchPath?: string;
  context: SitePageContext;
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

/** Every page of a route: `/pt/<slug>/`, `/en/<slug>/`, and the bare `/<pt-slug>/`. */
export function pagesForRoute(route: RouteEntry): PageSpec[] {
  const alternates = alternatePaths(route);
  const shared = { routeId: route.id, noindex: route.noindex, layout: route.layout, alternates, namespaces: templateNamespaces(route.template) };
  const component = templateFile(route.template);
  const bare = barePath(route);
  const prefixed = LANGUAGES.map((language): PageSpec => {
    const pagePath = localizedPath(route, language);
    return { path: pagePath, component, context: { ...shared, language, bare: false, i18n: i18nContext(pagePath, language, false, bare) } };
  });
  return [
    ...prefixed,
    { path: bare, component, context: { ...shared, language: DEFAULT_LANGUAGE, bare: true, i18n: i18nContext(bare, DEFAULT_LANGUAGE, true, bare) } },
  ];
}

/**
 * Not-found pages: one per language answering every unknown path under its prefix (matchPath), and
 * the root /404/ (Gatsby's 404.html) for unknown bare paths, in Portuguese, which hands visitors to
 * their language's 404 before first paint.
 */
export function notFoundPages(): PageSpec[] {
  const alternates = { pt: "/pt/404/", en: "/en/404/" } satisfies Record<Language, string>;
  const shared = { routeId: NOT_FOUND_ROUTE_ID, noindex: true, layout: "standard" as const, alternates, namespaces: templateNamespaces("not-found") };
  const component = templateFile("not-found");
  return [
    ...LANGUAGES.map((language): PageSpec => ({
      path: alternates[language],
      matchPath: `/${language}/*`,
      component,
      context: { ...shared, language, bare: false, i18n: i18nContext(alternates[language], language, false, "/404/") },
    })),
    { path: "/404/", component, context: { ...shared, language: DEFAULT_LANGUAGE, bare: true, i18n: i18nContext("/404/", DEFAULT_LANGUAGE, true, "/404/") } },
  ];
}

export function allPages(routes: readonly RouteEntry[]): PageSpec[] {
  return [...routes.flatMap(pagesForRoute), ...notFoundPages()];
}

export function createSitePages(routes: readonly RouteEntry[], createPage: Actions["createPage"]): void {
  for (const page of allPages(routes)) createPage(page);
}
