import React from "react";
import { useTranslation } from "react-i18next";
import { monthName } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import * as styles from "./index.module.css";

const PERIOD_LABELS = ["1–7", "8–14", "15–21", "22–"];

/** The complete checklists behind each quarter-month, stated once for the whole list: what every bar stands on. */
export function PeriodTable({ periodChecklists, language }: { periodChecklists: readonly number[]; language: Language }) {
  const { t } = useTranslation("wildlife");
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
                <th scope="row">{monthName(month + 1, language)}</th>
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
