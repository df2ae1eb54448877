import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistPageData } from "../../content/checklist-page";
import { formatLongDate, monthName } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import { ChecklistFilters } from "./ChecklistFilters";
import { MonthTable } from "./MonthTable";
import { PeriodTable } from "./PeriodTable";
import { RecentSightings } from "./RecentSightings";
import { YearList } from "./YearList";
import * as styles from "./index.module.css";

interface ChecklistProps {
  checklist: ChecklistPageData;
  language: Language;
  /** This page's path: the filter it shows is marked current. */
  path: string;
}

/**
 * The checklist: the whole year (what was seen lately, then every species in taxonomic order with its
 * 48 bars), or one month as a table of its four periods, or the species of one trail.
 */
export function Checklist({ checklist, language, path }: ChecklistProps) {
  const { t } = useTranslation("wildlife");
  const { filter } = checklist;
  const count = checklist.species.length;
  const heading =
    filter?.kind === "month"
      ? t("checklist.monthHeading", { count, month: monthName(filter.month, language) })
      : filter?.kind === "trail"
        ? t("checklist.trailHeading", { count, trail: filter.trail })
        : t("checklist.heading", { count });
  const monthEmpty = filter?.kind === "month" && checklist.periodChecklists.every((checklists) => checklists === 0);
  return (
    <>
      <section className={styles.checklist} aria-labelledby="checklist-heading">
        <h2 id="checklist-heading">{heading}</h2>
        <p>
          {/* What this page's figures stand on; an empty month says so below instead. */}
          {filter?.kind === "month"
            ? !monthEmpty && t("checklist.monthSummary", { count: checklist.totalChecklists, month: monthName(filter.month, language) })
            : filter?.kind === "trail"
              ? t("checklist.trailSummary", { count: checklist.totalChecklists, trail: filter.trail })
              : t("checklist.summary", { count: checklist.totalChecklists })}{" "}
          {checklist.latestDate && t("checklist.latest", { date: formatLongDate(checklist.latestDate, language) })}
        </p>
        <ChecklistFilters filters={checklist.filters} current={path} language={language} />
      </section>
      {checklist.recent && <RecentSightings recent={checklist.recent} language={language} />}
      {/* The list under the heading above: one landmark, so the heading names it once. */}
      <div className={styles.checklist}>
        {filter?.kind === "trail" && <p>{t("checklist.trailNote")}</p>}
        {filter?.kind === "month" ? (
          monthEmpty ? (
            <p>{t("checklist.monthNone", { month: monthName(filter.month, language) })}</p>
          ) : (
            <MonthTable month={filter.month} species={checklist.species} periodChecklists={checklist.periodChecklists} language={language} />
          )
        ) : (
          <>
            <YearList species={checklist.species} periodChecklists={checklist.periodChecklists} language={language} />
            <PeriodTable periodChecklists={checklist.periodChecklists} language={language} />
          </>
        )}
      </div>
    </>
  );
}
