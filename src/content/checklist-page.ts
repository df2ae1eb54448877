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

/** A created page with the checklist in its context when it is the checklist's page (and the build has one). */
export function withChecklist<P extends { component: string; context: SitePageContext }>(
  page: P,
  published: PublishedSightings | null,
  checklistTemplate: string,
): P {
  if (published === null || page.component !== checklistTemplate) return page;
  const context: ChecklistPageContext = { ...page.context, checklist: checklistPageData(published, page.context.language) };
  return { ...page, context };
}
