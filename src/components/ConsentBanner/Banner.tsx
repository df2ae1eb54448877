import { Link } from "gatsby";
import React, { useRef } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_BANNER_ATTRIBUTE, consentStore, type ConsentChoice } from "../../lib/behaviours/consent";
import { WITHOUT_JS } from "../../lib/behaviours/without-js";
import * as styles from "./index.module.css";

/**
 * The cookie banner: a non-modal region that covers nothing of the page (first in the flow on a
 * phone, at the bottom from tablet width up), Accept and Decline reachable by keyboard.
 */
export default function Banner({ privacyPath }: { privacyPath: string | undefined }) {
  const { t } = useTranslation(["common"]);
  const banner = useRef<HTMLElement>(null);
  // The banner disappears with the button just pressed: a keyboard user's focus goes back to what
  // reopened it (the footer's link) or to the start of the content, never lost to the page's top.
  const choose = (choice: ConsentChoice) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    const opener = consentStore.takeOpener();
    consentStore.choose(choice);
    if (hadFocus) (opener ?? document.getElementById("main"))?.focus({ preventScroll: true });
  };
  return (
    // Without JavaScript nothing tracks and the buttons could not work, so there is nothing to ask.
    <section
      ref={banner}
      className={styles.banner}
      aria-label={t("common:consent.label")}
      data-testid="consent-banner"
      {...{ [CONSENT_BANNER_ATTRIBUTE]: "" }}
      {...WITHOUT_JS.hide}
    >
      <p className={styles.text}>
        {`${t("common:consent.body")} `}
        {privacyPath && (
          <Link to={privacyPath} className={styles.more}>
            {t("common:consent.more")}
          </Link>
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.decline} onClick={() => choose("declined")}>
          {t("common:consent.decline")}
        </button>
        <button type="button" className={styles.accept} onClick={() => choose("accepted")}>
          {t("common:consent.accept")}
        </button>
      </div>
    </section>
  );
}
