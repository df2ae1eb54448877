import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface RoomPhoto {
  image: IGatsbyImageData | null;
  alt: string;
}

interface RoomModalProps {
  name: string;
  description: string;
  highlights: readonly string[];
  photos: readonly RoomPhoto[];
  onClose: () => void;
}

/**
 * A modal dialog with the room's highlights and gallery: focus moves in and is trapped, Escape or the
 * close button closes it, and focus returns to the button that opened it.
 */
export function RoomModal({ name, description, highlights, photos, onClose }: RoomModalProps) {
  const { t } = useTranslation("accommodations");
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(true);
  useFocusTrap(true, dialogRef, closeRef);
  useEscapeKey(true, onClose);
  const photo = photos[index];
  const step = (delta: number) => setIndex((current) => (current + delta + photos.length) % photos.length);

  return (
    <div className={styles.backdrop}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.scrim} onClick={onClose} />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t("accommodations:close")}</span>
        </button>
        <div className={styles.gallery} role="group" aria-roledescription="carousel" aria-label={t("accommodations:gallery")}>
          {photo?.image && <GatsbyImage key={index} image={photo.image} alt={photo.alt} className={styles.photo} />}
          {photos.length > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.step} onClick={() => step(-1)}>
                <Icon name="arrow" size={20} className={styles.back} />
                <span className="visually-hidden">{t("accommodations:previousPhoto")}</span>
              </button>
              <p className={styles.counter} aria-live="polite">
                {t("accommodations:photoOf", { current: index + 1, total: photos.length })}
              </p>
              <button type="button" className={styles.step} onClick={() => step(1)}>
                <Icon name="arrow" size={20} />
                <span className="visually-hidden">{t("accommodations:nextPhoto")}</span>
              </button>
            </div>
          )}
        </div>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
          <p>{description}</p>
          <h3 className={styles.subheading}>{t("accommodations:highlights")}</h3>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight}>
                <Icon name="check" size={18} /> {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
