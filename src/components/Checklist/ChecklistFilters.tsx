import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistFilterLinks } from "../../content/checklist-page";
import { monthName } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import * as styles from "./filters.module.css";

interface FilterLink {
  label: string;
  path: string;
}

function FilterRow({ label, links, current }: { label: string; links: readonly FilterLink[]; current: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.link} aria-current={link.path === current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The ways to narrow the checklist: plain links to pages built for each month and trail, so they work
 * without script and each can be shared, the current one marked for every reader.
 */
export function ChecklistFilters({ filters, current, language }: { filters: ChecklistFilterLinks; current: string; language: Language }) {
  const { t } = useTranslation("wildlife");
  const months = [
    { label: t("checklist.wholeYear"), path: filters.all },
    ...filters.months.map(({ month, path }) => ({ label: monthName(month, language), path })),
  ];
  const trails = [{ label: t("checklist.wholeLodge"), path: filters.all }, ...filters.trails.map(({ name, path }) => ({ label: name, path }))];
  return (
    <nav className={styles.filters} aria-label={t("checklist.filters")}>
      <FilterRow label={t("checklist.byMonth")} links={months} current={current} />
      {filters.trails.length > 0 && <FilterRow label={t("checklist.byTrail")} links={trails} current={current} />}
    </nav>
  );
}
