import type { Language } from "../i18n/languages";

/** The route id the not-found pages carry in their context (they have no route-table entry). */
export const NOT_FOUND_ROUTE_ID = "not-found";

/** The route id of the offline pages, which the service worker answers with when a page was not saved. */
export const OFFLINE_ROUTE_ID = "offline";
/** Their paths, fixed in code like the not-found pages': the service worker is built knowing them. */
export const OFFLINE_PATHS: Record<Language, string> = { pt: "/pt/sem-conexao/", en: "/en/offline/" };

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
  /**
   * What gatsby-plugin-react-i18next reads to give the page its strings. A page created with it is
   * left alone by the plugin, which would otherwise create (and so duplicate) the page per language.
   */
  i18n: PageI18nContext;
}

/** The plugin's `pageContext.i18n`, the shape its wrapPageElement expects. */
export interface PageI18nContext {
  language: Language;
  languages: Language[];
  defaultLanguage: Language;
  generateDefaultLanguagePage: boolean;
  /** False on a bare page: the plugin's own redirect is off, the pre-paint script picks the language. */
  routed: boolean;
  /** The page's path without its language (the bare path; slugs are the Portuguese ones there). */
  originalPath: string;
  path: string;
}

/**
 * An entry's own page (a species, a trail…): the context of its listing's route, so the navbar,
 * breadcrumbs and shell read the listing, and which entry it shows. Its previous and next entries
 * travel as ids only; the template's query fetches their names and slugs in the page's language.
 */
export interface EntryPageContext extends SitePageContext, EntrySightingsContext {
  /** The entry's id: text, or the number of a press item (GraphQL types it as Int). */
  entryId: string | number;
  /**
   * [previous, next] in the listing's order, of the entry's id type; where there is none, a value no
   * entry has ("", or 0: press numbers are positive), so the query matches nothing.
   */
  neighbourIds: [string, string] | [number, number];
  /** Species the page links to: those seen on a trail, or seen on the same trails as a species. */
  speciesIds: string[];
  /** Trails a species' page links to, where it is seen. */
  trailIds: string[];
}

/** A trail a species was recorded on, with its name and page in each language. */
export interface RecordedTrail {
  name: Record<Language, string>;
  paths: Record<Language, string>;
}

/** A species' year at the lodge, from the published checklist (src/lib/ebird/frequencies.ts). */
export interface SpeciesSightings {
  /** 48 quarter-month shares of complete checklists. */
  shares: number[];
  /** The complete checklists behind each share. */
  checklists: number[];
  /** 1–12, calendar order. */
  likelyMonths: number[];
  /** YYYY-MM: a month, never a day. */
  lastSeen: string;
  /** Empty for a sensitive species, which is only "recorded on the property". */
  trails: RecordedTrail[];
  sensitive: boolean;
}

/** One of a trail's likeliest species this month: its page where the site has one, else eBird's names. */
export interface LikelySpecies {
  scientificName: string;
  /** pt is null for a species with no Portuguese name: the page shows the English and scientific names. */
  name: { pt: string | null; en: string };
  paths: Record<Language, string> | null;
}

/** What the lodge's records add to an entry's page; absent without a checklist or a record. */
export interface EntrySightingsContext {
  sightings?: SpeciesSightings;
  /** A trail's likeliest species in the month (1–12) the site was published. */
  likely?: { month: number; species: LikelySpecies[] };
  /**
   * The bird checklist's page for this entry in each language: a trail's own list where it has one, the
   * whole list for a bird. Absent with no checklist, and on pages not about birds.
   */
  checklistPaths?: Record<Language, string>;
}
