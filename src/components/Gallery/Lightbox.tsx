import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../Dialog";
import { PhotoSteps } from "../PhotoSteps";
import * as styles from "./index.module.css";

export interface LightboxPhoto {
  key: string;
  image: IGatsbyImageData | undefined;
  alt: string;
  /** The alt text's language where it is not the page's; the caption marks its own foreign words. */
  lang?: string;
  caption: ReactNode;
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
 * The enlarged photo as a lightbox Dialog: arrows (keys or buttons) and swipes turn it; the Dialog
 * closes it (Escape, a click beside the photo, the close button) and gives focus back to the thumbnail.
 */
export default function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation(["screens"]);
  const swipeStart = useRef<number | null>(null);
  const captionId = useId();
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
    <Dialog
      variant="lightbox"
      onClose={onClose}
      label={t("screens:gallery.dialog")}
      describedBy={captionId}
      closeLabel={t("screens:gallery.close")}
      className={styles.dialog}
      onKeyDown={onKeyDown}
    >
      <figure className={styles.figure} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        {photo.image && (
          <GatsbyImage key={photo.key} image={photo.image} alt={photo.alt} lang={photo.lang} className={styles.large} objectFit="contain" loading="eager" />
        )}
        <figcaption id={captionId} className={styles.caption}>
          {photo.caption}
        </figcaption>
      </figure>
      <PhotoSteps
        className={styles.controls}
        position={t("screens:gallery.position", { current: index + 1, total: photos.length })}
        labels={{ previous: t("screens:gallery.previous"), next: t("screens:gallery.next") }}
        onStep={step}
      />
      <p className={styles.hint}>{t("screens:gallery.hint")}</p>
    </Dialog>
  );
}
