import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";
import { TrailMeasures } from "./TrailMeasures";

/** A trail as the listing shows it, with the path of its own page (none in the CMS preview). */
export type Trail = Queries.TrailsPageQuery["allTrail"]["nodes"][number] & { path?: string | null };
type Itinerary = Queries.TrailsPageQuery["allItinerary"]["nodes"][number];

/** The trails: description, duration, distance, difficulty and mode, in the lodge's own labels (screens strings, trails). */
export function TrailList({ trails }: { trails: readonly Trail[] }) {
  const { t } = useTranslation(["screens"]);
  return (
    <section className={styles.section} aria-labelledby="trail-list-heading" id="trail-list">
      <div className={styles.header}>
        <h2 id="trail-list-heading">{t("screens:trails.heading", { count: trails.length })}</h2>
        <p>{t("screens:trails.intro")}</p>
      </div>
      <ul className={styles.trails}>
        {trails.map((trail) => (
          <li key={trail.trailId} id={`trail-${trail.trailId}`} className={styles.trail}>
            <h3>{trail.path ? <Link to={trail.path}>{trail.name}</Link> : trail.name}</h3>
            <p>{trail.description}</p>
            <TrailMeasures trail={trail} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 3-, 4- and 5-day itineraries, each a native disclosure (works before and without JavaScript). */
export function Itineraries({ itineraries }: { itineraries: readonly Itinerary[] }) {
  const { t } = useTranslation(["screens"]);
  return (
    <section className={styles.section} aria-labelledby="itinerary-list-heading" id="itinerary-list">
      <div className={styles.header}>
        <h2 id="itinerary-list-heading">{t("screens:itineraries.heading")}</h2>
        <p>{t("screens:itineraries.intro")}</p>
      </div>
      <div className={styles.itineraries}>
        {itineraries.map((itinerary) => (
          <details key={itinerary.itineraryId} id={`itinerary-${itinerary.itineraryId}`} className={styles.itinerary}>
            <summary>
              <span className={styles.days}>{t("screens:itineraries.days", { count: itinerary.days })}</span>
              <span className={styles.itineraryTitle}>{itinerary.title}</span>
              <Icon name="chevron" size={20} className={styles.chevron} />
            </summary>
            <p className={styles.summary}>{itinerary.summary}</p>
            <ol className={styles.plan}>
              {itinerary.plan.map((day, index) => (
                <li key={day.title}>
                  <h3>
                    <span className={styles.dayNumber}>{t("screens:itineraries.day", { number: index + 1 })}</span> {day.title}
                  </h3>
                  <ul>
                    {day.activities.map((activity) => (
                      <li key={activity}>{activity}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
