import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { whatsappUrl } from "../../lib/navigation";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

interface PlanVisitProps {
  heading: string;
  body: string;
  bookingUrl: string;
  whatsapp: string;
  contactPath?: string;
  contactLabel?: string;
}

/** The closing call to action: book, message the lodge, or find the way. */
export function PlanVisit({ heading, body, bookingUrl, whatsapp, contactPath, contactLabel }: PlanVisitProps) {
  const { t } = useTranslation("common");
  return (
    <section className={styles.plan} aria-labelledby="plan-visit-heading">
      <div className={styles.inner}>
        <h2 id="plan-visit-heading" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.body}>{body}</p>
        <div className={styles.actions}>
          <ExternalLink href={bookingUrl} className={styles.primary}>
            {t("common:nav.bookNow")}
          </ExternalLink>
          <ExternalLink href={whatsappUrl(whatsapp)} className={styles.secondary}>
            <Icon name="whatsapp" /> {t("common:nav.whatsapp")}
          </ExternalLink>
          {contactPath && contactLabel && (
            <Link to={contactPath} className={styles.tertiary}>
              {contactLabel} <Icon name="arrow" size={18} />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
