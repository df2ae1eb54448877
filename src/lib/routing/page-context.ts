import type { Language } from "../i18n/languages";

/** The route id the not-found pages carry in their context (they have no route-table entry). */
export const NOT_FOUND_ROUTE_ID = "not-found";

/** Layout variants: `standalone` pages (the table-side menu) have no navbar or footer. */
export type LayoutVariant = "standard" | "standalone";

/**
 * Context every page is created with. Small on purpose: it is shipped in each page-data file.
 * Read by templates (query variables), the layout (toggle, breadcrumbs), Head, and the sitemap.
 */
export interface SitePageContext {
  /** Route-table id, or "not-found" for the 404 pages. */
  routeId: string;
  language: Language;
  /** True on the unprefixed copy, which hands visitors to their language before first paint. */
  bare: boolean;
  noindex: boolean;
  layout: LayoutVariant;
  /** Canonical path of this page in each language (toggle, hreflang, sitemap). */
  alternates: Record<Language, string>;
  /** UI-string namespaces the template reads (`$namespaces` of the PageShell fragment). */
  namespaces: string[];
}
