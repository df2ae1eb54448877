import { Link } from "gatsby";
import { ContactLink } from "../ContactLink";
import React from "react";
import { useTranslation } from "react-i18next";
import { bookingTarget } from "../../lib/routing/booking";
import { Icon } from "../Icon";
import { navRoutes } from "../Layout";
import { TargetLink } from "../TargetLink";
import * as styles from "./index.module.css";

/** The closing call to action of a content page: book, message the lodge, or find the way. */
export function PlanVisit({ shell }: { shell: Queries.PageShellFragment }) {
  const { t } = useTranslation(["common"]);
  const site = shell.siteConfig;
  if (!site) throw new Error("Site configuration is missing from the page query");
  const contact = navRoutes(shell).find((route) => route.routeId === "how-to-get-here");
  return (
    <section className={styles.plan} aria-labelledby="plan-visit-heading">
      <div className={styles.inner}>
        <h2 id="plan-visit-heading" className={styles.heading}>
          {t("common:page.planHeading")}
        </h2>
        <p className={styles.body}>{t("common:page.planBody")}</p>
        <div className={styles.actions}>
          <TargetLink target={bookingTarget(site, shell.allRoute.nodes)} className={styles.primary}>
            {t("common:nav.bookNow")}
          </TargetLink>
          <ContactLink channel="whatsapp" value={site.whatsappReservations} className={styles.secondary}>
            <Icon name="whatsapp" />
            {` ${t("common:nav.whatsapp")}`}
          </ContactLink>
          {contact && (
            <Link to={contact.path} className={styles.tertiary}>
              {`${contact.navLabel} `}
              <Icon name="arrow" size={18} />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
