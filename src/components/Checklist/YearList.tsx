import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistRow } from "../../content/checklist-page";
import type { Language } from "../../lib/i18n/languages";
import { barsPath, BARS_VIEWBOX, MonthAxis } from "../SeasonalBars";
import * as barStyles from "../SeasonalBars/index.module.css";
import { SpeciesNames } from "./SpeciesNames";
import { byMonth } from "../../lib/ebird/frequencies";
import { monthNames, shareFormat, shareOf } from "./shares";
import * as styles from "./index.module.css";

interface YearListProps {
  species: readonly ChecklistRow[];
  periodChecklists: readonly number[];
  language: Language;
}

/**
 * Every species with its year as 48 bars (one SVG path each, hidden from screen readers), and for
 * screen readers the same year month by month in one sentence: the months it was recorded in, with
 * their shares. The quarter-months' own numbers are on each month's page, as a table.
 */
export function YearList({ species, periodChecklists, language }: YearListProps) {
  const { t } = useTranslation("wildlife");
  const monthChecklists = byMonth(periodChecklists);
  const months = monthNames(language);
  const formatShare = shareFormat(language);
  const yearText = (row: ChecklistRow) => {
    const recordedIn = byMonth(row.recorded).flatMap((recorded, month) =>
      recorded > 0 ? [t("checklist.monthShare", { month: months[month], share: formatShare(shareOf(recorded, monthChecklists[month] ?? 0)) })] : [],
    );
    return recordedIn.length > 0 ? t("checklist.yearText", { name: row.name, months: recordedIn.join(", ") }) : t("checklist.yearTextNone", { name: row.name });
  };
  return (
    <>
      {/* The months' letters once above the list, where the bars' columns begin. */}
      <div className={styles.axisRow}>
        <MonthAxis language={language} className={styles.axis} />
      </div>
      <ol className={styles.species}>
        {species.map((row) => (
          <li key={row.scientificName} className={styles.row}>
            <SpeciesNames row={row} language={language} />
            <svg className={barStyles.bars} viewBox={BARS_VIEWBOX} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <path className={barStyles.bar} d={barsPath(row.recorded.map((recorded, period) => shareOf(recorded, periodChecklists[period] ?? 0)))} />
            </svg>
            <p className="visually-hidden">{yearText(row)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
