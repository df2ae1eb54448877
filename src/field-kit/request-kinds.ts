import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from "../lib/i18n/languages";

/** A root bundle Gatsby names by its content (`app-<20 hex>.js`, `styles.<20 hex>.css`). */
const HASHED_ROOT_FILE = /^\/[^/]+[.-][0-9a-f]{20}\.(js|css)$/;
/** Paths the worker never answers from a cache: the API (personal, one-off), the CMS, the worker itself. */
const NEVER_KEPT = [/^\/api\//, /^\/admin\//, /^\/sw\.js$/];

/**
 * How the worker treats a request: `page` and `data` change with each build (the network first, the
 * saved copy when there is none), `file` never changes under its name (the saved copy first), `other`
 * is any other file of the site (the network first), `pass` is left to the browser.
 */
export type RequestKind = "page" | "data" | "file" | "other" | "pass";

export function requestKind(method: string, url: URL, siteOrigin: string, isNavigation: boolean): RequestKind {
  if (method !== "GET" || url.origin !== siteOrigin) return "pass";
  if (NEVER_KEPT.some((rule) => rule.test(url.pathname))) return "pass";
  if (isNavigation || url.pathname.endsWith("/") || url.pathname.endsWith(".html")) return "page";
  if (url.pathname.startsWith("/page-data/")) return "data";
  if (url.pathname.startsWith("/static/") || HASHED_ROOT_FILE.test(url.pathname) || url.pathname.endsWith(".woff2")) return "file";
  return "other";
}

/** The language of a path: its prefix, or the default language for a bare path. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : DEFAULT_LANGUAGE;
}

/** The query parameter the offline page is given: the address the guest asked for, which it offers to try again. */
export const OFFLINE_FROM_PARAMETER = "from";

/** The address to try again: a path of this site only, never another site's address slipped into the query. */
export function retryPath(search: string, fallback: string): string {
  const asked = new URLSearchParams(search).get(OFFLINE_FROM_PARAMETER) ?? "";
  return /^\/(?![/\\])/.test(asked) ? asked : fallback;
}
