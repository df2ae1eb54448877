import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./ChecklistLink.module.css";

/** The way from a page about birds to the checklist, given only when the build has one; from a trail, to the trail's own list. */
export function ChecklistLink({ to, trail = false }: { to: string; trail?: boolean }) {
  const { t } = useTranslation("wildlife");
  return (
    <p className={styles.band}>
      <Link className={styles.link} to={to}>
        {t(trail ? "checklist.trailLink" : "checklist.link")}
      </Link>
    </p>
  );
}
