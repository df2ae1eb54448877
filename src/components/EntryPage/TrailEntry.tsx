import React from "react";
import { useTranslation } from "react-i18next";
import { type EntryLink, RelatedEntries } from "../EntryNav";
import { PageHero } from "../PageHero";
import { TrailMeasures } from "../Trails/TrailMeasures";
import * as styles from "./entry.module.css";

export interface TrailEntryProps {
  listingName: string;
  trail: React.ComponentProps<typeof TrailMeasures>["trail"] & { name: string; description: string };
  /** The species the trail's list names, with their pages. */
  species: readonly EntryLink[];
}

/** A trail's page below the site's header: what it asks (duration, distance, difficulty, mode), what it is, the species seen along it. */
export function TrailEntry({ listingName, trail, species }: TrailEntryProps) {
  const { t } = useTranslation(["screens"]);
  return (
    <>
      <PageHero title={trail.name} eyebrow={listingName} />
      <article className={styles.entry}>
        <TrailMeasures trail={trail} />
        <p className={styles.description}>{trail.description}</p>
        <RelatedEntries id="trail-species" heading={t("screens:trailEntry.species")} links={species} />
      </article>
    </>
  );
}
