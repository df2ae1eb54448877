import { Link } from "gatsby";
import React, { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { localStorageOrNull, POPUP_FADE_MS, rememberPopupClosed } from "../../lib/behaviours/popup";
import { Icon } from "../Icon";
import { TowerDrawing } from "./TowerDrawing";
import * as styles from "./index.module.css";

/**
 * SPEC 4 popup announcing the new lookout tower: a modal dialog that takes focus and gives it back,
 * closed by its button, a click on the overlay or Escape, fading out in 300 ms; the close is
 * remembered (emailPopupClosed, emailPopupClosedDate) for the 10-day gap.
 */
export default function LookoutPopup({ lodgePath, onClosed }: { lodgePath: string | undefined; onClosed: () => void }) {
  const { t } = useTranslation("common");
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => {
    if (closing) return;
    rememberPopupClosed(new Date(), localStorageOrNull());
    setClosing(true);
    window.setTimeout(onClosed, POPUP_FADE_MS);
  };
  useFocusTrap(!closing, dialogRef, closeRef);
  useEscapeKey(!closing, close);
  return (
    <div className={styles.backdrop} data-closing={closing ? "" : undefined} style={{ "--fade": `${POPUP_FADE_MS}ms` } as React.CSSProperties}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.scrim} onClick={close} data-testid="popup-overlay" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className={styles.close} onClick={close}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t("common:popup.close")}</span>
        </button>
        <TowerDrawing label={t("common:popup.illustration")} />
        <div className={styles.text}>
          <h2 id={titleId}>{t("common:popup.title")}</h2>
          <p>{t("common:popup.body")}</p>
          {lodgePath && (
            <Link to={`${lodgePath}#towers`} className={styles.link} onClick={close}>
              {t("common:popup.link")} <Icon name="arrow" size={18} />
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
