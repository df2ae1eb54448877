import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { useConsent } from "../../hooks/useConsent";
import { consentStore } from "../../lib/consent";
import * as styles from "./index.module.css";

/**
 * SPEC 2.8 cookie banner: a non-modal region at the bottom (the page stays usable and its main action
 * stays visible), Accept and Decline reachable by keyboard. Shown after hydration while no choice is
 * stored, or when reopened from the footer.
 */
export function ConsentBanner({ privacyPath }: { privacyPath: string | undefined }) {
  const { t } = useTranslation("common");
  const { asking } = useConsent();
  if (!asking) return null;
  return (
    <section className={styles.banner} aria-label={t("common:consent.label")} data-testid="consent-banner">
      <p className={styles.text}>
        {t("common:consent.body")}{" "}
        {privacyPath && (
          <Link to={privacyPath} className={styles.more}>
            {t("common:consent.more")}
          </Link>
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => consentStore.choose("declined")}>
          {t("common:consent.decline")}
        </button>
        <button type="button" className={styles.accept} onClick={() => consentStore.choose("accepted")}>
          {t("common:consent.accept")}
        </button>
      </div>
    </section>
  );
}
