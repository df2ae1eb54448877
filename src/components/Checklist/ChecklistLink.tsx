import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./ChecklistLink.module.css";

/** The way from a page about birds to the checklist, given only when the build has one. */
export function ChecklistLink({ to }: { to: string }) {
  const { t } = useTranslation("wildlife");
  return (
    <p className={styles.band}>
      <Link className={styles.link} to={to}>
        {t("checklist.link")}
      </Link>
    </p>
  );
}
