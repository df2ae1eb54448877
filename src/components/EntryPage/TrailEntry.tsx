import React from "react";
import { useTranslation } from "react-i18next";
import { type EntryLink, RelatedEntries } from "../EntryNav";
import { PageHero } from "../PageHero";
import type { Language } from "../../lib/i18n/languages";
import type { EntrySightingsContext } from "../../lib/routing/page-context";
import { TrailMeasures } from "../Trails/TrailMeasures";
import * as styles from "./entry.module.css";
import { TrailLikelySpecies } from "./TrailLikelySpecies";

export interface TrailEntryProps {
  listingName: string;
  trail: React.ComponentProps<typeof TrailMeasures>["trail"] & { name: string; description: string };
  /** The species the trail's list names, with their pages. */
  species: readonly EntryLink[];
  /** Its likeliest species this month in the lodge's eBird records; absent without them (and in the CMS preview). */
  likely?: EntrySightingsContext["likely"];
  language: Language;
}

/** A trail's page below the site's header: what it asks (duration, distance, difficulty, mode), what it is, the species seen along it. */
export function TrailEntry({ listingName, trail, species, likely, language }: TrailEntryProps) {
  const { t } = useTranslation(["screens"]);
  return (
    <>
      <PageHero title={trail.name} eyebrow={listingName} />
      <article className={styles.entry}>
        <TrailMeasures trail={trail} />
        <p className={styles.description}>{trail.description}</p>
        <RelatedEntries id="trail-species" heading={t("screens:trailEntry.species")} links={species} />
        {likely && <TrailLikelySpecies species={likely.species} month={likely.month} language={language} />}
      </article>
    </>
  );
}
