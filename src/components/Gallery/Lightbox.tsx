import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useEscapeKey } from "../../hooks/useEscapeKey";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface LightboxPhoto {
  key: string;
  image: IGatsbyImageData | undefined;
  alt: string;
  caption: string;
}

/** A horizontal swipe this long (px) turns the photo; shorter moves are taps or scrolls. */
export const SWIPE_THRESHOLD = 50;

export interface LightboxProps {
  photos: readonly LightboxPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The enlarged photo as a modal dialog: arrows (keys or buttons) and swipes turn it, Escape or the
 * close button ends it, and focus goes back to the thumbnail that opened it (useFocusTrap).
 */
export default function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation("screens");
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const captionId = useId();
  useScrollLock(true);
  useFocusTrap(true, dialogRef, closeRef);
  useEscapeKey(true, onClose);
  const photo = photos[index];
  const step = (delta: number) => onIndexChange((index + delta + photos.length) % photos.length);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: React.PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: React.PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_THRESHOLD) step(distance < 0 ? 1 : -1);
  };

  if (!photo) return null;
  return (
    <div className={styles.backdrop}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.scrim} onClick={onClose} />
      {/* Arrow keys act on the whole dialog, whichever of its buttons has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t("screens:gallery.dialog")}
        aria-describedby={captionId}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t("screens:gallery.close")}</span>
        </button>
        <figure className={styles.figure} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
          {photo.image && <GatsbyImage key={photo.key} image={photo.image} alt={photo.alt} className={styles.large} objectFit="contain" loading="eager" />}
          <figcaption id={captionId} className={styles.caption}>
            {photo.caption}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.step} onClick={() => step(-1)}>
            <Icon name="arrow" size={20} className={styles.back} />
            <span className="visually-hidden">{t("screens:gallery.previous")}</span>
          </button>
          <p className={styles.counter} aria-live="polite">
            {t("screens:gallery.position", { current: index + 1, total: photos.length })}
          </p>
          <button type="button" className={styles.step} onClick={() => step(1)}>
            <Icon name="arrow" size={20} />
            <span className="visually-hidden">{t("screens:gallery.next")}</span>
          </button>
        </div>
        <p className={styles.hint}>{t("screens:gallery.hint")}</p>
      </div>
    </div>
  );
}
