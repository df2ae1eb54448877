import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React, { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChunkBoundary } from "../ChunkBoundary";
import type { LightboxPhoto } from "./Lightbox";
import * as styles from "./index.module.css";

// Loaded on the first open: most visitors scroll the grid, and the grid must stay light on a phone.
const Lightbox = lazy(() => import("./Lightbox"));

type Photo = Queries.GalleryPageQuery["allGalleryPhoto"]["nodes"][number];

/** The photo gallery: a responsive grid; each photo opens in a keyboard- and touch-operable lightbox. */
export function Gallery({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation("screens");
  const [open, setOpen] = useState<number | null>(null);
  const large: LightboxPhoto[] = photos.map((photo) => ({
    key: photo.galleryPhotoId,
    image: getImage(photo.large?.childImageSharp ?? null),
    alt: photo.alt,
    caption: photo.caption,
  }));
  return (
    <section className={styles.section} aria-labelledby="gallery-list-heading">
      <h2 id="gallery-list-heading" className="visually-hidden">
        {t("screens:gallery.heading")}
      </h2>
      <ul className={styles.grid}>
        {photos.map((photo, index) => {
          const thumbnail = getImage(photo.thumbnail?.childImageSharp ?? null);
          return (
            <li key={photo.galleryPhotoId}>
              <figure className={styles.tile}>
                <button type="button" className={styles.open} onClick={() => setOpen(index)} aria-label={t("screens:gallery.open", { caption: photo.caption })}>
                  {thumbnail && <GatsbyImage image={thumbnail} alt={photo.alt} className={styles.thumbnail} />}
                </button>
                <figcaption className={styles.tileCaption}>{photo.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <ChunkBoundary onFailure={() => setOpen(null)}>
          <Suspense fallback={null}>
            <Lightbox photos={large} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </section>
  );
}
