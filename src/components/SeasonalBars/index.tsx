import React from "react";
import { useTranslation } from "react-i18next";
import { monthName } from "../../lib/format/business-constants";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import * as styles from "./index.module.css";

export interface SeasonalBarsProps {
  /** The species' names as the page shows them, for the text equivalent. */
  name: string;
  /** 48 shares (0 to 1), one per quarter-month: eBird's days 1–7, 8–14, 15–21 and 22 to the month's end. */
  shares: readonly number[];
  /** The complete checklists behind each share. */
  checklists: readonly number[];
  language: Language;
}

const PERIODS_PER_MONTH = 4;
const MONTHS = 12;
// Drawing units: each period a bar of 3 and a gap of 1; the height is the share in hundredths.
const STEP = 4;
const HEIGHT = 100;

/** The drawing's box: 48 bars side by side, their height the share in hundredths. */
export const BARS_VIEWBOX = `0 0 ${MONTHS * PERIODS_PER_MONTH * STEP} ${HEIGHT}`;

/**
 * The bars as one path, walking the baseline: each bar up, across and down again (`v-33h3v33`), the
 * gaps and empty periods as moves along it, heights in whole hundredths (at least one for a share
 * above zero, so a rare species still shows). A checklist of hundreds of species carries 48 bars
 * each, so every byte of a bar counts.
 */
export function barsPath(shares: readonly number[]): string {
  let path = `M0 ${HEIGHT}`;
  let skip = 0;
  for (const share of shares) {
    const height = share > 0 ? Math.max(1, Math.round(share * HEIGHT)) : 0;
    if (height === 0) {
      skip += STEP;
      continue;
    }
    if (skip > 0) path += `h${skip}`;
    path += `v-${height}h${STEP - 1}v${height}`;
    skip = 1;
  }
  return path;
}

/**
 * A species' year at the lodge as 48 bars drawn in the page's own HTML (an SVG, no script, no chart
 * library), each as tall as the share of that quarter-month's complete checklists that recorded it.
 * The drawing is hidden from screen readers, which read the same numbers as text, month by month,
 * with the number of checklists behind each.
 */
export function SeasonalBars({ name, shares, checklists, language }: SeasonalBarsProps) {
  const { t } = useTranslation("wildlife");
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], { style: "percent", maximumFractionDigits: 0 });
  const period = (index: number) => {
    const count = checklists[index] ?? 0;
    return count === 0 ? t("seasonalBars.noChecklists") : t("seasonalBars.period", { share: percent.format(shares[index] ?? 0), count });
  };
  return (
    <figure className={styles.figure}>
      <svg className={styles.bars} viewBox={BARS_VIEWBOX} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path className={styles.bar} d={barsPath(shares)} />
      </svg>
      <figcaption className="visually-hidden">
        {t("seasonalBars.caption", { name })}
        <ul>
          {Array.from({ length: MONTHS }, (_, month) => (
            <li key={month}>
              {t("seasonalBars.month", {
                month: monthName(month + 1, language),
                periods: Array.from({ length: PERIODS_PER_MONTH }, (_unused, part) => period(month * PERIODS_PER_MONTH + part)).join("; "),
              })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** "J F M …": the months' first letters beside the bars, for the eye only (the bars' text equivalent names them in full). */
export function MonthAxis({ language, className }: { language: Language; className?: string }) {
  const letter = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "narrow", timeZone: "UTC" });
  return (
    <div className={className ? `${styles.monthAxis} ${className}` : styles.monthAxis} aria-hidden="true">
      {Array.from({ length: MONTHS }, (_, month) => (
        <span key={month}>{letter.format(Date.UTC(2000, month, 1))}</span>
      ))}
    </div>
  );
}
