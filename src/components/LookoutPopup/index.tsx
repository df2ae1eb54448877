import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { localStorageOrNull, POPUP_FADE_MS, rememberPopupClosed } from "../../lib/behaviours/popup";
import { Dialog } from "../Dialog";
import type { Announcement } from "../PopupGate";
import { Icon } from "../Icon";
import { TowerDrawing } from "./TowerDrawing";
import * as styles from "./index.module.css";

/**
 * The popup announcing the new lookout tower: a modal Dialog closed by its button, a click on the
 * overlay, Escape or its link (to the section site.json announces), fading out in 300 ms; the close
 * is remembered at once for this announcement, even if the link leaves the page.
 */
export default function LookoutPopup({ announcement, onClosed }: { announcement: Announcement; onClosed: () => void }) {
  const { t } = useTranslation(["common"]);
  return (
    <Dialog
      onClose={() => rememberPopupClosed(announcement.id, new Date(), localStorageOrNull())}
      fadeOut={{ ms: POPUP_FADE_MS, done: onClosed }}
      // It opens by itself, not on a click: locking scroll would hide the scrollbar and shift the page (CLS).
      lockScroll={false}
      closeLabel={t("common:popup.close")}
      closeIconSize={20}
      className={styles.dialog}
      layerClassName={styles.layer}
      overlayTestId="popup-overlay"
    >
      {({ titleId, close }) => (
        <>
          <TowerDrawing label={t("common:popup.illustration")} />
          <div className={styles.text}>
            <h2 id={titleId}>{t("common:popup.title")}</h2>
            <p>{t("common:popup.body")}</p>
            <Link to={announcement.href} className={styles.link} onClick={close}>
              {`${t("common:popup.link")} `}
              <Icon name="arrow" size={18} />
            </Link>
          </div>
        </>
      )}
    </Dialog>
  );
}
