import type { DetectionConfig, PrePaintPage } from "./language-detection";
import { NOT_FOUND_ROUTE_ID, type SitePageContext } from "../routing/page-context";
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
export const PAGE_SLOT = "__prePaintPage__";

/** The two kinds of pre-paint script: a bare page's detects the language, a page in a language's does not. */
export type PrePaintKind = "bare" | "inLanguage";
export type PrePaintScripts = Record<PrePaintKind, string>;

/**
 * The source of one kind of inline <head> script, with a slot that each page's data fills. A page in a
 * language needs only to turn an old `?lang=` into its prefix, so its script leaves detection out (it
 * never reads a cookie or storage either).
 */
export function prePaintSource(kind: PrePaintKind): string {
  const bare = kind === "bare";
  const detection = bare ? `(${createBrowserDetection.toString()})(c,t)` : "null";
  const config = bare ? detectionConfig : { ...detectionConfig, portugueseRegions: [] };
  return `(function(c){var t=(${createLanguageTags.toString()})(c);(${createPrePaintRedirect.toString()})(c,t,${detection}).run(window,${PAGE_SLOT})})(${scriptSafeJson(config)});`;
}

/** One page's pre-paint script: its kind's (minified) script with the page's data in the slot. */
export function fillPrePaintScript(scripts: PrePaintScripts, page: PrePaintPage): string {
  return scripts[page.language === null ? "bare" : "inLanguage"].replace(PAGE_SLOT, () => scriptSafeJson(page));
}

/** What a page's script is told of it: no language on a bare page, no counterparts on a not-found page. */
export function prePaintPageOf(page: Pick<SitePageContext, "routeId" | "language" | "bare" | "alternates">): PrePaintPage {
  return { language: page.bare ? null : page.language, targets: page.routeId === NOT_FOUND_ROUTE_ID ? null : page.alternates };
}
