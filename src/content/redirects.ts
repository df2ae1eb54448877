import type { Actions } from "gatsby";
import { escapeHtml } from "../lib/format/html-text";
import { LANGUAGES } from "../lib/i18n/languages";
import { barePath, landingCanonical, localizedPath, slugAliasRedirects, type PathRedirect } from "../lib/routing/routes";
import type { Redirect, RouteEntry } from "./collections";

/**
 * Every redirect of the site: the legacy paths of content/redirects.json and the slug aliases derived
 * from the route table. A bare legacy path leads to the bare page, which hands visitors to their
 * language; the same path under a language prefix (`/en/about-4/`) leads straight to that language.
 */
export function siteRedirects(routes: readonly RouteEntry[], legacy: readonly Redirect[]): PathRedirect[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fromContent = legacy.flatMap(({ from, to }) => {
    const route = byId.get(to);
    if (!route) throw new Error(`Redirect ${from} points to unknown route "${to}"`);
    const bare = { from, to: barePath(route) };
    const prefixed = LANGUAGES.map((language) => ({ from: `/${language}${from}`, to: localizedPath(route, language) }));
    return [bare, ...prefixed];
  });
  return [...fromContent, ...slugAliasRedirects(routes)];
}

/**
 * The redirects whose target this build made: a page made only when there is something to show (the
 * bird checklist without eBird records, the newsletter while switched off) leaves its legacy and
 * alias addresses unredirected, so they answer 404 at once rather than 301 to a page that is not
 * there. Ordered as given.
 */
export function redirectsToBuiltPages(redirects: readonly PathRedirect[], builtPaths: ReadonlySet<string>): PathRedirect[] {
  return redirects.filter(({ to }) => builtPaths.has(to));
}

/**
 * Hands every redirect to Gatsby: permanent, forced (a host serves the redirect even though a static
 * redirect page exists at the old path) and never shipped to the browser, since the site never links
 * to an old path. Gatsby's redirect store is then the one list everything after the build reads.
 */
export function createSiteRedirects(redirects: readonly PathRedirect[], createRedirect: Actions["createRedirect"]): void {
  for (const { from, to } of redirects) createRedirect({ fromPath: from, toPath: to, isPermanent: true, force: true, redirectInBrowser: false });
}

/** A redirect as Gatsby's store keeps it (`store.getState().redirects`). */
export interface StoredRedirect {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
}

/**
 * The redirects of Gatsby's store, as the files written after the build need them. Each becomes a 301,
 * so a temporary one (which no code of the site creates, but a plugin could) stops the build rather than
 * being published as permanent.
 */
export function redirectsFromStore(stored: readonly StoredRedirect[]): PathRedirect[] {
  return stored.map(({ fromPath, toPath, isPermanent }) => {
    if (!isPermanent) throw new Error(`Redirect ${fromPath} → ${toPath} is not permanent; the site publishes only 301s`);
    return { from: fromPath, to: toPath };
  });
}

/**
 * The static page written at an old path, so `gatsby serve` and any static host answer it: an
 * immediate refresh, a canonical to the final canonical page (never a bare one), noindex, and a visible link for anyone left there.
 */
export function redirectPageHtml(redirect: PathRedirect, siteUrl: string): string {
  const target = escapeHtml(redirect.to);
  const absolute = escapeHtml(siteUrl + landingCanonical(redirect.to));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Redirecionando… / Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${absolute}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${JSON.stringify(redirect.to).replace(/</g, "\\u003c")} + location.search + location.hash)</script>
</head>
<body>
<p>Esta página mudou de endereço: <a href="${target}">${target}</a></p>
<p lang="en">This page has moved: <a href="${target}">${target}</a></p>
</body>
</html>
`;
}

/**
 * `_redirects` for CDN hosts that read one: 301s, then each language's not-found page with status 404.
 * The 301s are forced (`!`): an old path has its static redirect page, and a CDN serves a file that
 * exists in place of an unforced rule, which would answer 200 instead of the 301 the server sends.
 */
export function redirectsFile(redirects: readonly PathRedirect[], notFoundPaths: Record<string, string>): string {
  const lines = redirects.flatMap(({ from, to }) => {
    const bareFrom = from.replace(/\/$/, "");
    return bareFrom ? [`${bareFrom}  ${to}  301!`, `${from}  ${to}  301!`] : [`${from}  ${to}  301!`];
  });
  const notFound = Object.entries(notFoundPaths).map(([language, page]) => `/${language}/*  ${page}  404`);
  return `${[...lines, ...notFound].join("\n")}\n`;
}
