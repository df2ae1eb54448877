import { minify_sync } from "terser";
import type { DetectionConfig, PrePaintPage } from "./language-detection";
import { createBrowserDetection, createLanguageTags, createPrePaintRedirect } from "./language-detection";
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
const minifiedScripts = new Map<"bare" | "in a language", string>();

/**
 * The inline <head> script for one page, minified (it travels in every page's HTML; the server-side
 * renderer keeps the source as written). A bare page's script detects the visitor's language; a page
 * in a language needs only to turn an old `?lang=` into its prefix, so its script leaves detection
 * out (it never reads a cookie or storage either). Each kind is minified once per build, with a slot
 * that each page's data fills.
 */
export function prePaintScript(page: PrePaintPage): string {
  const kind = page.language === null ? "bare" : "in a language";
  let minified = minifiedScripts.get(kind);
  if (minified === undefined) {
    const bare = kind === "bare";
    const detection = bare ? `(${createBrowserDetection.toString()})(c,t)` : "null";
    const config = bare ? detectionConfig : { ...detectionConfig, portugueseRegions: [] };
    minified = minifiedOnce(
      `(function(c){var t=(${createLanguageTags.toString()})(c);(${createPrePaintRedirect.toString()})(c,t,${detection}).run(window,${PAGE_SLOT})})(${scriptSafeJson(config)});`,
    );
    minifiedScripts.set(kind, minified);
  }
  return minified.replace(PAGE_SLOT, () => scriptSafeJson(page));
}

function minifiedOnce(script: string): string {
  const minified = minify_sync(script, { ecma: 2017, format: { comments: false } }).code;
  if (!minified?.includes(PAGE_SLOT)) throw new Error("the pre-paint script could not be minified");
  return minified;
}
