import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { navRoutes } from "../Layout";
import * as styles from "./index.module.css";

/** The other pages of the current page's navigation group, so a reader can keep exploring. */
export function RelatedPages({ shell, routeId }: { shell: Queries.PageShellFragment; routeId: string }) {
  const { t } = useTranslation(["common"]);
  const routes = navRoutes(shell);
  const group = routes.find((r) => r.routeId === routeId)?.navGroup ?? null;
  const siblings = group ? routes.filter((r) => r.navGroup === group && r.routeId !== routeId) : [];
  if (siblings.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.relatedHeading}>
        {t("common:page.related")}
      </h2>
      <ul className={styles.relatedList}>
        {siblings.map((sibling) => (
          <li key={sibling.routeId}>
            <Link to={sibling.path} className={styles.relatedLink}>
              {sibling.navLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
