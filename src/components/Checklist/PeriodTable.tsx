import React from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../lib/i18n/languages";
import { monthNames, PERIOD_STARTS } from "./shares";
import * as styles from "./index.module.css";

// "1–7" … "22–": the last period runs to the month's end, which differs by month.
const PERIOD_LABELS = PERIOD_STARTS.map((from, index) => `${from}–${index + 1 < PERIOD_STARTS.length ? (PERIOD_STARTS[index + 1] ?? 0) - 1 : ""}`);

/** The complete checklists behind each quarter-month, stated once for the whole list: what every bar stands on. */
export function PeriodTable({ periodChecklists, language }: { periodChecklists: readonly number[]; language: Language }) {
  const { t } = useTranslation("wildlife");
  const months = monthNames(language);
  return (
    <details className={styles.periods}>
      <summary>{t("checklist.periodsHeading")}</summary>
      <p>{t("checklist.periodsIntro")}</p>
      <div className={styles.tableScroll} role="region" aria-label={t("checklist.periodsHeading")} tabIndex={0}>
        <table className={styles.periodTable}>
          <thead>
            <tr>
              <th scope="col">{t("checklist.month")}</th>
              {PERIOD_LABELS.map((label) => (
                <th scope="col" key={label} className={styles.number}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 12 }, (_, month) => (
              <tr key={month}>
                <th scope="row">{months[month]}</th>
                {PERIOD_LABELS.map((label, part) => (
                  <td key={label} className={styles.number}>
                    {periodChecklists[month * 4 + part] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
