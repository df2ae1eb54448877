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

/**
 * The bars as one path, drawn up from the baseline, a period with no record drawing nothing: a
 * checklist of hundreds of species carries 48 bars each, so every byte of a bar counts.
 */
export function barsPath(shares: readonly number[]): string {
  return shares
    .map((share, index) => {
      const height = Math.round(share * HEIGHT * 10) / 10;
      return height > 0 ? `M${index * STEP} ${HEIGHT}v-${height}h${STEP - 1}v${height}z` : "";
    })
    .join("");
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
      <svg
        className={styles.bars}
        viewBox={`0 0 ${MONTHS * PERIODS_PER_MONTH * STEP} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
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
