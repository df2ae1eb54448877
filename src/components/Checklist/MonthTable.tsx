import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistRow } from "../../content/checklist-page";
import { monthName } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import { SpeciesNames } from "./SpeciesNames";
import { PERIOD_STARTS, shareFormat, shareOf } from "./shares";
import * as styles from "./index.module.css";

interface MonthTableProps {
  month: number;
  species: readonly ChecklistRow[];
  /** The month's four quarter-months' complete checklists. */
  periodChecklists: readonly number[];
  language: Language;
}

/** The last day of a month in a leap year: the fourth period runs to the month's end, 29 in February. */
const lastDay = (month: number) => new Date(Date.UTC(2024, month, 0)).getUTCDate();

/**
 * One month as a table: a row per species, a column per quarter-month with the share of that
 * period's complete checklists that recorded it, and the checklists behind each column in its header.
 * The numbers are the text, so no drawing needs a text equivalent here.
 */
export function MonthTable({ month, species, periodChecklists, language }: MonthTableProps) {
  const { t } = useTranslation("wildlife");
  const name = monthName(month, language);
  const formatShare = shareFormat(language);
  const caption = t("checklist.monthCaption", { month: name });
  return (
    // Scrolls sideways if long names in a narrow window need it; focusable, so a keyboard can scroll it too.
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.monthTable}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("checklist.species")}</th>
            {PERIOD_STARTS.map((from, index) => (
              <th scope="col" key={from} className={styles.number}>
                {t("checklist.periodDays", { from, to: PERIOD_STARTS[index + 1] ? (PERIOD_STARTS[index + 1] ?? 0) - 1 : lastDay(month) })}
                <span className={styles.checklists}>{t("checklist.periodChecklists", { count: periodChecklists[index] ?? 0 })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {species.map((row) => (
            <tr key={row.scientificName}>
              <th scope="row" className={styles.nameCell}>
                <SpeciesNames row={row} language={language} />
              </th>
              {row.recorded.map((recorded, index) => (
                <td key={index} className={styles.number}>
                  {(periodChecklists[index] ?? 0) === 0 ? "–" : formatShare(shareOf(recorded, periodChecklists[index] ?? 0))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
