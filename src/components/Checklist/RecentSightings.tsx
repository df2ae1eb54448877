import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { RecentView } from "../../content/checklist-page";
import { formatLongDate } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import type { LikelySpecies } from "../../lib/routing/page-context";
import { likelySpeciesName } from "../EntryPage/TrailLikelySpecies";
import * as styles from "./recent.module.css";

function SpeciesList({ species, language }: { species: readonly LikelySpecies[]; language: Language }) {
  return (
    <ul className={styles.species}>
      {species.map((entry) => {
        const name = likelySpeciesName(entry, language);
        const path = entry.paths?.[language];
        return <li key={entry.scientificName}>{path ? <Link to={path}>{name}</Link> : name}</li>;
      })}
    </ul>
  );
}

/**
 * The species recorded in the 30 days before the build, under the trail they were recorded on; a
 * sensitive species only under "on the property", with the other records away from the trails, so
 * none is ever shown with a trail and a recent date together.
 */
export function RecentSightings({ recent, language, headingLevel = 2 }: { recent: RecentView; language: Language; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("wildlife");
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const dates = { from: formatLongDate(recent.from, language), to: formatLongDate(recent.to, language) };
  const empty = recent.trails.length === 0 && recent.onProperty.length === 0;
  return (
    <section className={styles.recent} aria-labelledby="recent-heading">
      <Heading id="recent-heading">{t("checklist.recentHeading")}</Heading>
      {empty ? (
        <p>{t("checklist.recentNone", dates)}</p>
      ) : (
        <>
          <p>{t("checklist.recentIntro", dates)}</p>
          <div className={styles.groups}>
            {recent.trails.map((trail) => (
              <div key={trail.path}>
                <Sub>
                  <Link to={trail.path}>{trail.name}</Link>
                </Sub>
                <SpeciesList species={trail.species} language={language} />
              </div>
            ))}
            {recent.onProperty.length > 0 && (
              <div>
                <Sub>{t("checklist.onPropertyHeading")}</Sub>
                <p className={styles.note}>{t("checklist.onPropertyNote")}</p>
                <SpeciesList species={recent.onProperty} language={language} />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
