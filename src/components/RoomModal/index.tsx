import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React, { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../Dialog";
import { Icon } from "../Icon";
import { PhotoSteps } from "../PhotoSteps";
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

/** The room's highlights and gallery in a modal Dialog, named by the room's name. */
export function RoomModal({ name, description, highlights, photos, onClose }: RoomModalProps) {
  const { t } = useTranslation(["accommodations"]);
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  const step = (delta: number) => setIndex((current) => (current + delta + photos.length) % photos.length);

  return (
    <Dialog onClose={onClose} closeLabel={t("accommodations:close")} className={styles.dialog}>
      {({ titleId }) => (
        <>
          <div className={styles.gallery} role="group" aria-roledescription="carousel" aria-label={t("accommodations:gallery")}>
            {photo?.image && <GatsbyImage key={index} image={photo.image} alt={photo.alt} className={styles.photo} />}
            {photos.length > 1 && (
              <PhotoSteps
                className={styles.controls}
                position={t("accommodations:photoOf", { current: index + 1, total: photos.length })}
                labels={{ previous: t("accommodations:previousPhoto"), next: t("accommodations:nextPhoto") }}
                onStep={step}
              />
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
                  <Icon name="check" size={18} />
                  {` ${highlight}`}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </Dialog>
  );
}
