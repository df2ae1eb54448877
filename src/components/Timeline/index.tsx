import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./index.module.css";

type Entry = Queries.HistoryPageQuery["allTimelineEntry"]["nodes"][number];

/** The history page's timeline, oldest first. */
export function Timeline({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation(["screens"]);
  return (
    <section className={styles.section} aria-labelledby="timeline-list-heading">
      <h2 id="timeline-list-heading">{t("screens:timeline.heading")}</h2>
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={`${entry.year}-${entry.title}`} className={styles.entry}>
            <p className={styles.year}>
              <time dateTime={String(entry.year)}>{entry.year}</time>
            </p>
            <div className={styles.body}>
              <h3>{entry.title}</h3>
              <p>{entry.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
