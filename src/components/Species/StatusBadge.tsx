import React from "react";
import { useTranslation } from "react-i18next";
import type { ConservationStatus } from "../../content/content-schema";
import * as styles from "./index.module.css";

/** A conservation status (CR, EN, VU, NT, LC) with its meaning written out, never the code alone. */
export function StatusBadge({ status }: { status: ConservationStatus }) {
  const { t } = useTranslation(["wildlife"]);
  const meaning = t(`wildlife:status.${status}`);
  return (
    <p className={styles.status} data-status={status}>
      <span className="visually-hidden">{t("wildlife:status.label", { code: status, meaning })}</span>
      <span aria-hidden="true">
        <abbr className={styles.code}>{status}</abbr>
        {` ${meaning}`}
      </span>
    </p>
  );
}

export const STATUS_ORDER = ["CR", "EN", "VU", "NT", "LC"] as const;

/** The five categories and what they mean, for pages that show statuses. */
export function StatusLegend() {
  const { t } = useTranslation(["wildlife"]);
  return (
    <section className={styles.legend} aria-labelledby="status-legend-heading">
      <h3 id="status-legend-heading">{t("wildlife:status.heading")}</h3>
      <p>{t("wildlife:status.intro")}</p>
      <dl>
        {STATUS_ORDER.map((code) => (
          <div key={code} data-status={code}>
            <dt className={styles.code}>{code}</dt>
            <dd>{t(`wildlife:status.${code}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
