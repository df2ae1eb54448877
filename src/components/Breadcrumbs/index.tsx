import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import type { Crumb } from "../../lib/seo/structured-data";
import * as styles from "./index.module.css";

/** The breadcrumb trail: visually hidden (shown while focused), last entry the current page and not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation(["common"]);
  return (
    <nav className={styles.breadcrumbs} aria-label={t("common:breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>{crumb.path ? <Link to={crumb.path}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
