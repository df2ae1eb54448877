import { monthName } from "../lib/format/business-constants";
import { LANGUAGES, type Language } from "../lib/i18n/languages";
import type { LikelySpecies, SitePageContext } from "../lib/routing/page-context";
import { alternatePaths, barePath } from "../lib/routing/routes";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import type { RouteEntry } from "./collections";
import { entryPath, type ListedEntry } from "./entry-pages";
import { recentFrom } from "../lib/ebird/frequencies";
import { templateNamespaces } from "./template-namespaces";
import { linkedSpecies, speciesPagesByName, trailEntry, type NamedEntry, type NamedTrail } from "./entry-sightings";
import { threePages, type PageSpec, type SharedContext } from "./localized-pages";

/** A species as one language's checklist page lists it. */
export interface ChecklistRow {
  scientificName: string;
  /** The name in the page's language; the English one where the site has no Portuguese name. */
  name: string;
  /** The other language's name, when it differs and exists. */
  otherName: string | null;
  /**
   * Complete checklists that recorded it, per quarter-month the page shows (all 48, or a month's 4):
   * whole numbers weigh least in the page's data, and divided by the period's checklists they give
   * each share exactly.
   */
  recorded: number[];
}

/** What the page is narrowed to: a month (1–12) or a trail (by its name in the page's language). */
export type ChecklistFilter = { kind: "month"; month: number } | { kind: "trail"; trail: string };

/** The ways to narrow the list, each a page of its own, so they work without script. */
export interface ChecklistFilterLinks {
  /** The whole year, every species. */
  all: string;
  months: Array<{ month: number; path: string }>;
  trails: Array<{ name: string; path: string }>;
}

/** The species recorded in the days before the build, by trail, then those only "on the property". */
export interface RecentView {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  trails: Array<{ name: string; path: string; species: LikelySpecies[] }>;
  onProperty: LikelySpecies[];
}

export interface ChecklistPageData {
  species: ChecklistRow[];
  /** The first quarter-month the page shows (0 for the year, (month − 1) × 4 for a month). */
  firstPeriod: number;
  /** Complete checklists per quarter-month shown: what every share stands on. */
  periodChecklists: number[];
  /** The complete checklists behind the page's figures: a month's own on its page, all of them on the others (a trail's bars show the whole lodge's year). */
  totalChecklists: number;
  /** YYYY-MM-DD of the latest imported checklist. */
  latestDate: string | null;
  filter: ChecklistFilter | null;
  filters: ChecklistFilterLinks;
  /** On the whole year's page only. */
  recent: RecentView | null;
}

export interface ChecklistPageContext extends SitePageContext {
  checklist: ChecklistPageData;
}

/** A page that links to the checklist when the build has one (the birdwatching page), with what was seen lately. */
export interface ChecklistLinkContext extends SitePageContext {
  /** The checklist page in this page's language; absent when the build has no checklist. */
  checklistPath?: string;
  recent?: RecentView;
}

const PERIODS_PER_MONTH = 4;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** "março" → "marco": a month's name as an address. */
const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** A narrowed page's address part in each language: the month's name, or the trail's own slug. */
type FilterSlugs = Record<Language, string>;

interface NarrowedPage {
  filter: { kind: "month"; month: number } | { kind: "trail"; trail: NamedTrail };
  slugs: FilterSlugs;
}

/** The trails the list can be narrowed to, in the site's order: those with a page and a species shown by trail. */
function filterTrails(published: PublishedSightings, entries: readonly NamedEntry[]): NamedTrail[] {
  const recorded = new Set(published.frequencies.species.flatMap((species) => species.trails));
  return [...recorded]
    .flatMap((id) => {
      const trail = trailEntry(entries, id);
      return trail ? [trail] : [];
    })
    .sort((a, b) => entries.indexOf(a) - entries.indexOf(b));
}

function narrowedPages(published: PublishedSightings, entries: readonly NamedEntry[]): NarrowedPage[] {
  const pages: NarrowedPage[] = [
    ...MONTHS.map((month): NarrowedPage => ({
      filter: { kind: "month", month },
      slugs: { pt: slugOf(monthName(month, "pt")), en: slugOf(monthName(month, "en")) },
    })),
    ...filterTrails(published, entries).map((trail): NarrowedPage => ({ filter: { kind: "trail", trail }, slugs: { pt: trail.slug.pt, en: trail.slug.en } })),
  ];
  for (const language of LANGUAGES) {
    const seen = new Set<string>();
    for (const page of pages) {
      if (seen.has(page.slugs[language]))
        throw new Error(`bird checklist: a trail's ${language} slug "${page.slugs[language]}" is also a month's or another trail's; change the trail's slug`);
      seen.add(page.slugs[language]);
    }
  }
  return pages;
}

/** The species' names in one language: its own, then the other language's when it differs. */
function rowNames(named: PublishedSightings["names"][number] | undefined, commonName: string, language: Language): Pick<ChecklistRow, "name" | "otherName"> {
  const pt = named?.pt ?? null;
  const en = named?.en ?? commonName;
  const name = language === "pt" ? (pt ?? en) : en;
  const other = language === "pt" ? (pt === null ? null : en) : pt;
  return { name, otherName: other === name ? null : other };
}

/** Every species recorded, in taxonomic order, named in one language first and in the other second (the page's rows, the printed list's). */
export function namedSpecies(published: PublishedSightings, language: Language): Array<Pick<ChecklistRow, "scientificName" | "name" | "otherName">> {
  const names = new Map(published.names.map((named) => [named.scientificName, named]));
  return published.frequencies.species.map((entry) => ({
    scientificName: entry.scientificName,
    ...rowNames(names.get(entry.scientificName), entry.commonName, language),
  }));
}

/** Recorded counts back from the exported shares: share × checklists is a whole number, up to float rounding. */
const recordedCounts = (shares: readonly number[], checklists: readonly number[]) =>
  shares.map((share, period) => Math.round(share * (checklists[period] ?? 0)));

function recentView(published: PublishedSightings, entries: readonly NamedEntry[], language: Language): RecentView {
  const pages = speciesPagesByName(entries);
  const names = new Map(published.names.map((named) => [named.scientificName, named]));
  const link = (scientificName: string) => linkedSpecies(scientificName, pages, names);
  const to = published.asOf;
  const from = recentFrom(to);
  const trails = Object.entries(published.recent.byTrail).flatMap(([id, species]) => {
    const trail = trailEntry(entries, id);
    // A place mapped to a trail the site no longer has counts as the property's.
    return trail ? [{ name: trail.name[language], path: entryPath(trail, language), species: species.map(link) }] : [];
  });
  const unmapped = Object.entries(published.recent.byTrail).flatMap(([id, species]) => (trailEntry(entries, id) ? [] : species));
  const onProperty = [...new Set([...published.recent.onProperty, ...unmapped])].sort().map(link);
  return { from, to, trails, onProperty };
}

/**
 * Every page of the checklist: the whole year, then one per month and one per trail, each in both
 * languages and bare. The species' year travels in whole numbers, and a month's page carries only
 * that month's species and periods, so no page carries more than its own list.
 */
export function checklistPages(route: RouteEntry, published: PublishedSightings, entries: readonly ListedEntry[], component: string): PageSpec[] {
  const base = alternatePaths(route);
  const bare = barePath(route);
  const narrowed = narrowedPages(published, entries);
  const pathOf = (page: NarrowedPage | null, language: Language) => (page ? narrowedPath(base, page.slugs, language) : base[language]);
  const { frequencies } = published;
  const named = { pt: namedSpecies(published, "pt"), en: namedSpecies(published, "en") };

  const filters = (language: Language): ChecklistFilterLinks => ({
    all: base[language],
    months: narrowed.flatMap((page) => (page.filter.kind === "month" ? [{ month: page.filter.month, path: pathOf(page, language) }] : [])),
    trails: narrowed.flatMap((page) => (page.filter.kind === "trail" ? [{ name: page.filter.trail.name[language], path: pathOf(page, language) }] : [])),
  });

  const data = (page: NarrowedPage | null, language: Language): ChecklistPageData => {
    const filter = page?.filter;
    const first = filter?.kind === "month" ? (filter.month - 1) * PERIODS_PER_MONTH : 0;
    const count = filter?.kind === "month" ? PERIODS_PER_MONTH : frequencies.periodChecklists.length;
    const checklists = frequencies.periodChecklists.slice(first, first + count);
    const species = frequencies.species
      .map((entry, index): [typeof entry, ChecklistRow] => [
        entry,
        { ...named[language][index]!, recorded: recordedCounts(entry.shares.slice(first, first + count), checklists) },
      ])
      .filter(([entry]) => filter?.kind !== "trail" || entry.trails.includes(String(filter.trail.id)))
      .map(([, row]) => row)
      .filter((row) => filter?.kind !== "month" || row.recorded.some((recorded) => recorded > 0));
    return {
      species,
      firstPeriod: first,
      periodChecklists: checklists,
      totalChecklists: checklists.reduce((sum, value) => sum + value, 0),
      latestDate: frequencies.latestDate,
      filter: !filter ? null : filter.kind === "month" ? filter : { kind: "trail", trail: filter.trail.name[language] },
      filters: filters(language),
      recent: page ? null : recentView(published, entries, language),
    };
  };

  return [null, ...narrowed].flatMap((page) => {
    const shared = (language: Language): SharedContext<ChecklistPageContext> => ({
      routeId: route.id,
      noindex: route.noindex,
      layout: route.layout,
      alternates: { pt: pathOf(page, "pt"), en: pathOf(page, "en") },
      namespaces: templateNamespaces("bird-checklist"),
      checklist: data(page, language),
    });
    return threePages(shared, component, page ? `${bare}${page.slugs.pt}/` : bare);
  });
}

/** A narrowed page's address in a language: under the whole list's. */
const narrowedPath = (base: Record<Language, string>, slugs: FilterSlugs, language: Language) => `${base[language]}${slugs[language]}/`;

/**
 * Where each entry's page leads to the checklist: a trail to its own list where it has one, a bird to
 * the whole list, others nowhere. The trails with a list of their own are found once, for every entry.
 */
export function entryChecklistPaths(
  route: RouteEntry,
  published: PublishedSightings,
  entries: readonly NamedEntry[],
): (entry: NamedEntry) => Record<Language, string> | undefined {
  const base = alternatePaths(route);
  const ownLists = new Set(filterTrails(published, entries).map((trail) => trail.id));
  return (entry) => {
    if (entry.collection === "birds") return base;
    if (entry.collection !== "trails") return undefined;
    return ownLists.has(entry.id) ? { pt: narrowedPath(base, entry.slug, "pt"), en: narrowedPath(base, entry.slug, "en") } : base;
  };
}

/** The birdwatching page's part: the checklist's address and what was seen lately, in the page's language. */
export function checklistLink(
  route: RouteEntry,
  published: PublishedSightings,
  entries: readonly NamedEntry[],
  language: Language,
): Pick<ChecklistLinkContext, "checklistPath" | "recent"> {
  return { checklistPath: alternatePaths(route)[language], recent: recentView(published, entries, language) };
}
