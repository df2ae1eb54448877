import React from "react";
import { useTranslation } from "react-i18next";
import { monthName } from "../../lib/format/business-constants";
import { INTL_LOCALE, type Language } from "../../lib/i18n/languages";
import type { SpeciesSightings as Sightings } from "../../lib/routing/page-context";
import { RelatedEntries } from "../EntryNav";
import { MonthAxis, SeasonalBars } from "../SeasonalBars";

/** "outubro de 2026" / "October 2026": a month, never a day, as the records are published. */
export function formatMonthYear(yearMonth: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** "maio, junho e julho" / "May, June and July". */
export function formatMonths(months: readonly number[], language: Language): string {
  return new Intl.ListFormat(INTL_LOCALE[language], { style: "long", type: "conjunction" }).format(months.map((month) => monthName(month, language)));
}

/**
 * A species' year at the lodge from its eBird records: the bars, the months it is easiest to see,
 * the trails it was recorded on (a sensitive species only "on the property") and its last month.
 */
export function SpeciesSightings({ name, sightings, language }: { name: string; sightings: Sightings; language: Language }) {
  const { t } = useTranslation("wildlife");
  const trails = sightings.trails.map((trail) => ({ name: trail.name[language], path: trail.paths[language] }));
  return (
    <RelatedEntries id="through-the-year" heading={t("throughTheYear.heading")} links={trails}>
      <p>{t("throughTheYear.intro")}</p>
      <SeasonalBars name={name} shares={sightings.shares} checklists={sightings.checklists} language={language} />
      <MonthAxis language={language} />
      {sightings.likelyMonths.length > 0 && <p>{t("throughTheYear.likelyMonths", { months: formatMonths(sightings.likelyMonths, language) })}</p>}
      <p>{t("throughTheYear.lastSeen", { month: formatMonthYear(sightings.lastSeen, language) })}</p>
      {sightings.sensitive ? <p>{t("throughTheYear.onProperty")}</p> : trails.length > 0 && <p>{t("throughTheYear.onTrails")}</p>}
    </RelatedEntries>
  );
}
