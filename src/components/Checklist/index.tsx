import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistPageData } from "../../content/checklist-page";
import { formatLongDate } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import { SeasonalBars } from "../SeasonalBars";
import * as styles from "./index.module.css";

interface ChecklistProps {
  checklist: ChecklistPageData;
  language: Language;
}

/** Every species recorded, in taxonomic order: its names, then its year as 48 bars with their text equivalent. */
export function Checklist({ checklist, language }: ChecklistProps) {
  const { t } = useTranslation("wildlife");
  return (
    <section className={styles.checklist} aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">{t("checklist.heading", { count: checklist.species.length })}</h2>
      {checklist.latestDate && <p>{t("checklist.latest", { date: formatLongDate(checklist.latestDate, language) })}</p>}
      <ol className={styles.species}>
        {checklist.species.map((species) => (
          <li key={species.scientificName} className={styles.row}>
            <p className={styles.names}>
              <strong>{species.name}</strong>
              {species.otherName && <span lang={language === "pt" ? "en" : "pt-BR"}> · {species.otherName}</span>} <i lang="la">{species.scientificName}</i>
            </p>
            <SeasonalBars name={species.name} shares={species.shares} checklists={checklist.periodChecklists} language={language} />
          </li>
        ))}
      </ol>
    </section>
  );
}
