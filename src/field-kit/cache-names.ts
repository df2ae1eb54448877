import { LANGUAGES, type Language } from "../lib/i18n/languages";

/**
 * The caches the field kit's service worker keeps, shared with the pages that list or fill them.
 * Pages and their data are kept per build (`fk-<build>-…`), so a phone never mixes one build's pages
 * with another's data; files with a content hash in their name are the same in every build and kept
 * once, in `fk-files`.
 */
export const CACHE_PREFIX = "fk-";
export const FILES_CACHE = `${CACHE_PREFIX}files`;

export const pagesCache = (build: string): string => `${CACHE_PREFIX}${build}-pages`;
export const kitCache = (build: string, language: Language): string => `${CACHE_PREFIX}${build}-kit-${language}`;

/** Every cache a build reads: its kits, then the pages visited, then the shared files. */
export const buildCaches = (build: string): string[] => [...LANGUAGES.map((language) => kitCache(build, language)), pagesCache(build), FILES_CACHE];

/** The build a cache belongs to, or null for the shared files and caches that are not the kit's. */
export function buildOfCache(name: string): string | null {
  if (!name.startsWith(CACHE_PREFIX) || name === FILES_CACHE) return null;
  return name.slice(CACHE_PREFIX.length).split("-")[0] ?? null;
}

/** The same cache in another build: what an update copies a kit or the visited pages into. */
export const inBuild = (name: string, build: string): string => `${CACHE_PREFIX}${build}${name.slice(CACHE_PREFIX.length).replace(/^[^-]*/, "")}`;
