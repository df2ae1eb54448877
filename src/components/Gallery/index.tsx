import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React, { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChunkBoundary } from "../ChunkBoundary";
import type { LightboxPhoto } from "./Lightbox";
import * as styles from "./index.module.css";

// Loaded on the first open: most visitors scroll the grid, and the grid must stay light on a phone.
const Lightbox = lazy(() => import("./Lightbox"));

type EditorialPhoto = Queries.GalleryPageQuery["allGalleryPhoto"]["nodes"][number];
type GuestPhoto = Queries.GalleryPageQuery["allGuestPhoto"]["nodes"][number];

interface Photo {
  key: string;
  alt: string;
  caption: string;
  /** A guest's caption keeps the language it was written in, which may not be the page's. */
  lang?: string;
  thumbnail: EditorialPhoto["thumbnail"] | GuestPhoto["thumbnail"];
  large: EditorialPhoto["large"] | GuestPhoto["large"];
}

/**
 * The photo gallery: the lodge's photos, then the guests' approved ones (newest first, each with its
 * credit); a responsive grid where each photo opens in a keyboard- and touch-operable lightbox.
 */
export function Gallery({ photos: editorial, guestPhotos }: { photos: readonly EditorialPhoto[]; guestPhotos: readonly GuestPhoto[] }) {
  const { t, i18n } = useTranslation(["screens"]);
  const [open, setOpen] = useState<number | null>(null);
  const photos: Photo[] = [
    ...editorial.map(({ galleryPhotoId, ...photo }) => ({ key: galleryPhotoId, ...photo })),
    ...guestPhotos.map((photo) => {
      const credit = t("screens:gallery.credit", { credit: photo.credit });
      return {
        key: `guest-${photo.guestPhotoId}`,
        alt: photo.caption || credit,
        caption: photo.caption ? `${photo.caption} — ${credit}` : credit,
        ...(photo.language !== i18n.language ? { lang: photo.language } : {}),
        thumbnail: photo.thumbnail,
        large: photo.large,
      };
    }),
  ];
  const large: LightboxPhoto[] = photos.map((photo) => ({
    key: photo.key,
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
            <li key={photo.key}>
              <figure className={styles.tile}>
                <button type="button" className={styles.open} onClick={() => setOpen(index)} aria-label={t("screens:gallery.open", { caption: photo.caption })}>
                  {thumbnail && <GatsbyImage image={thumbnail} alt={photo.alt} className={styles.thumbnail} />}
                </button>
                <figcaption className={styles.tileCaption} lang={photo.lang}>
                  {photo.caption}
                </figcaption>
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
