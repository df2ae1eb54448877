import { minify_sync } from "terser";
import type { DetectionConfig, PrePaintPage } from "./language-detection";
import { createLanguageDetector } from "./language-detection";
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./languages";

/** Visitors whose browser region is one of these (the countries where Portuguese is official) get Portuguese. */
export const PORTUGUESE_REGIONS = ["BR", "PT", "AO", "MZ", "CV", "GW", "ST", "TL"];

export const detectionConfig: DetectionConfig = {
  languages: [...LANGUAGES],
  fallback: FALLBACK_LANGUAGE,
  storageKey: LANGUAGE_STORAGE_KEY,
  cookieName: LANGUAGE_COOKIE,
  portugueseRegions: PORTUGUESE_REGIONS,
};

/** JSON inside an inline script: `<` is escaped so no value can close the script element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Stands for the page's data in the minified script; a global name, which the minifier keeps. */
const PAGE_SLOT = "__prePaintPage__";
let minifiedScript: string | undefined;

/**
 * The inline <head> script for one page: the detector's own source, called with this page's data,
 * minified (it travels in every page's HTML; the server-side renderer keeps the source as written).
 * Minified once per build, with a slot that each page's data fills.
 */
export function prePaintScript(page: PrePaintPage): string {
  minifiedScript ??= minifiedOnce(`(${createLanguageDetector.toString()})(${scriptSafeJson(detectionConfig)}).run(window,${PAGE_SLOT});`);
  return minifiedScript.replace(PAGE_SLOT, () => scriptSafeJson(page));
}

function minifiedOnce(script: string): string {
  const minified = minify_sync(script, { ecma: 2017, format: { comments: false } }).code;
  if (!minified?.includes(PAGE_SLOT)) throw new Error("the pre-paint script could not be minified");
  return minified;
}
