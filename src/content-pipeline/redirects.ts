import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/i18n/languages";
import { barePath, localizedPath, slugAliasRedirects, type PathRedirect } from "../lib/routing/routes";
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
    const bare = { from, to: barePath(route), canonical: localizedPath(route, DEFAULT_LANGUAGE) };
    const prefixed = LANGUAGES.map((language) => ({
      from: `/${language}${from}`,
      to: localizedPath(route, language),
      canonical: localizedPath(route, language),
    }));
    return [bare, ...prefixed];
  });
  return [...fromContent, ...slugAliasRedirects(routes)];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The static page written at an old path, so `gatsby serve` and any static host answer it: an
 * immediate refresh, a canonical to the final canonical page (never a bare one), noindex, and a visible link for anyone left there.
 */
export function redirectPageHtml(redirect: PathRedirect, siteUrl: string): string {
  const target = escapeHtml(redirect.to);
  const absolute = escapeHtml(siteUrl + redirect.canonical);
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
