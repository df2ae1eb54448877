import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../i18n/languages";

/** The part of a route-table entry that decides its URLs. */
export interface RouteSlugs {
  id: string;
  slug: Record<Language, string>;
}

/** Canonical path of a route in a language: `/pt/acomodacoes/`, `/en/` for home. */
export function localizedPath(route: RouteSlugs, language: Language): string {
  const slug = route.slug[language];
  return slug ? `/${language}/${slug}/` : `/${language}/`;
}

/** The unprefixed path that renders the Portuguese page and hands visitors to their language. */
export function barePath(route: RouteSlugs): string {
  return route.slug.pt ? `/${route.slug.pt}/` : "/";
}

export function alternatePaths(route: RouteSlugs): Record<Language, string> {
  return { pt: localizedPath(route, "pt"), en: localizedPath(route, "en") };
}

export interface PathRedirect {
  from: string;
  to: string;
}

/**
 * The canonical page a visitor finally lands on when sent to `path`: the path itself under a
 * language prefix, otherwise (a bare page, which renders Portuguese) its Portuguese page.
 */
export function landingCanonical(path: string): string {
  const first = path.split("/")[1] ?? "";
  return isLanguage(first) ? path : `/${DEFAULT_LANGUAGE}${path}`;
}

/**
 * Wrong-language slugs people type or old links carry: `/en/<pt-slug>/`, `/pt/<en-slug>/` and
 * `/<en-slug>/` lead to the right page, since slugs are translated but visitors guess them.
 */
export function slugAliasRedirects(routes: readonly RouteSlugs[]): PathRedirect[] {
  const redirects: PathRedirect[] = [];
  for (const route of routes) {
    if (route.slug.pt === route.slug.en) continue;
    redirects.push(
      { from: `/en/${route.slug.pt}/`, to: localizedPath(route, "en") },
      { from: `/pt/${route.slug.en}/`, to: localizedPath(route, "pt") },
      { from: `/${route.slug.en}/`, to: localizedPath(route, "en") },
    );
  }
  return redirects;
}

/** Every path the site serves for a route: the two canonical ones and the bare one. */
export function allPathsOf(route: RouteSlugs): string[] {
  return [...LANGUAGES.map((language) => localizedPath(route, language)), barePath(route)];
}
