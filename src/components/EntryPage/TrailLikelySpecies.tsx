import React from "react";
import { useTranslation } from "react-i18next";
import { monthName } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import type { LikelySpecies } from "../../lib/routing/page-context";
import { RelatedEntries } from "../EntryNav";

/** A species as the list names it: in the page's language, or, with no Portuguese name, by its English and scientific names. */
export function likelySpeciesName(species: LikelySpecies, language: Language): string {
  const name = language === "pt" ? species.name.pt : species.name.en;
  return name ?? `${species.name.en} (${species.scientificName})`;
}

/** A trail's likeliest species in the month the site was published, from the lodge's complete eBird checklists. */
export function TrailLikelySpecies({ species, month, language }: { species: readonly LikelySpecies[]; month: number; language: Language }) {
  const { t } = useTranslation("screens");
  const links = species.map((entry) => ({ name: likelySpeciesName(entry, language), path: entry.paths?.[language] ?? null }));
  return (
    <RelatedEntries id="likely-this-month" heading={t("trailEntry.likely.heading")} links={links}>
      <p>{t("trailEntry.likely.intro", { month: monthName(month, language) })}</p>
    </RelatedEntries>
  );
}
