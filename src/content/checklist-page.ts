import type { Language } from "../lib/i18n/languages";
import type { SitePageContext } from "../lib/routing/page-context";
import type { PublishedSightings } from "../server/sightings/published-sightings";

/** A species as one language's checklist page lists it. */
export interface ChecklistRow {
  scientificName: string;
  /** The name in the page's language; the English one where the site has no Portuguese name. */
  name: string;
  /** The other language's name, when it differs and exists. */
  otherName: string | null;
  shares: number[];
}

export interface ChecklistPageData {
  species: ChecklistRow[];
  periodChecklists: number[];
  /** YYYY-MM-DD of the latest imported checklist. */
  latestDate: string | null;
}

export interface ChecklistPageContext extends SitePageContext {
  checklist: ChecklistPageData;
}

// Three decimals draw the bars to a tenth of a percent: finer shares would only weigh on the page.
const rounded = (share: number) => Math.round(share * 1000) / 1000;

/** The checklist as one language's page shows it: names in that language, species in taxonomic order. */
export function checklistPageData(published: PublishedSightings, language: Language): ChecklistPageData {
  const names = new Map(published.names.map((entry) => [entry.scientificName, entry]));
  return {
    species: published.frequencies.species.map((species) => {
      const named = names.get(species.scientificName);
      const pt = named?.pt ?? null;
      const en = named?.en ?? species.commonName;
      const name = language === "pt" ? (pt ?? en) : en;
      const other = language === "pt" ? (pt === null ? null : en) : pt;
      return { scientificName: species.scientificName, name, otherName: other === name ? null : other, shares: species.shares.map(rounded) };
    }),
    periodChecklists: published.frequencies.periodChecklists,
    latestDate: published.frequencies.latestDate,
  };
}

/** A page that links to the checklist when the build has one (the birdwatching page). */
export interface ChecklistLinkContext extends SitePageContext {
  /** The checklist page in this page's language; absent when the build has no checklist. */
  checklistPath?: string;
}

interface ChecklistTemplates {
  /** The checklist's own template file. */
  checklist: string;
  /** Template files whose pages link to it. */
  linking: readonly string[];
  /** The checklist page's path in each language. */
  paths: Record<Language, string>;
}

/**
 * A created page with what it needs of the checklist: the checklist page gets the data, the pages that
 * link to it its path. Without a checklist, pages are left as they are, so nothing links to a page that does not exist.
 */
export function withChecklist<P extends { component: string; context: SitePageContext }>(
  page: P,
  published: PublishedSightings | null,
  templates: ChecklistTemplates,
): P {
  if (published === null) return page;
  const { language } = page.context;
  if (page.component === templates.checklist) {
    const context: ChecklistPageContext = { ...page.context, checklist: checklistPageData(published, language) };
    return { ...page, context };
  }
  if (templates.linking.includes(page.component)) {
    const context: ChecklistLinkContext = { ...page.context, checklistPath: templates.paths[language] };
    return { ...page, context };
  }
  return page;
}
