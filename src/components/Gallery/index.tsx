import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React, { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { otherLanguage, type Language } from "../../lib/i18n/languages";
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
  /** The language of the alt text and caption where it is not the page's: a guest's, given in one language only. */
  lang?: Language;
  /** The caption, then for a guest's photo the credit line, which is in the page's language whatever the caption's. */
  caption: React.ReactNode;
  thumbnail: EditorialPhoto["thumbnail"] | GuestPhoto["thumbnail"];
  large: EditorialPhoto["large"] | GuestPhoto["large"];
}

/**
 * A guest's caption on a page in `page`: the one staff gave in the page's language, else the one there
 * is, with its language (of two languages, the one that is not the page's).
 */
function guestCaption({ caption, captionOther, language }: GuestPhoto, page: Language): { text: string; lang?: Language } {
  const [own, foreign] = language === page ? [caption, captionOther] : [captionOther, caption];
  return own || !foreign ? { text: own ?? "" } : { text: foreign, lang: otherLanguage(page) };
}

/**
 * The photo gallery: the lodge's photos, then the guests' approved ones (newest first, each with its
 * credit); a responsive grid where each photo opens in a keyboard- and touch-operable lightbox. A
 * caption in the other language carries `lang` on its own words only, never on the credit: on the
 * image (its alt), on the caption's text, and so in the open button's name, which is read from the
 * word "Enlarge:" and the figcaption (aria-labelledby) rather than from a string that would lose it.
 */
export function Gallery({
  photos: editorial,
  guestPhotos,
  language,
}: {
  photos: readonly EditorialPhoto[];
  guestPhotos: readonly GuestPhoto[];
  language: Language;
}) {
  const { t } = useTranslation(["screens"]);
  const [open, setOpen] = useState<number | null>(null);
  const photos: Photo[] = [
    ...editorial.map(({ galleryPhotoId, ...photo }) => ({ key: galleryPhotoId, ...photo })),
    ...guestPhotos.map((photo) => {
      const credit = t("screens:gallery.credit", { credit: photo.credit });
      const { text, lang } = guestCaption(photo, language);
      return {
        key: `guest-${photo.guestPhotoId}`,
        alt: text || credit,
        lang,
        caption: text ? (
          <>
            <span lang={lang}>{text}</span> — {credit}
          </>
        ) : (
          credit
        ),
        thumbnail: photo.thumbnail,
        large: photo.large,
      };
    }),
  ];
  const large: LightboxPhoto[] = photos.map(({ key, alt, lang, caption, large }) => ({
    key,
    alt,
    lang,
    caption,
    image: getImage(large?.childImageSharp ?? null),
  }));
  return (
    <section className={styles.section} aria-labelledby="gallery-list-heading">
      <h2 id="gallery-list-heading" className="visually-hidden">
        {t("screens:gallery.heading")}
      </h2>
      <span id="gallery-open" hidden>
        {t("screens:gallery.open")}
      </span>
      <ul className={styles.grid}>
        {photos.map((photo, index) => {
          const thumbnail = getImage(photo.thumbnail?.childImageSharp ?? null);
          return (
            <li key={photo.key}>
              <figure className={styles.tile}>
                <button type="button" className={styles.open} onClick={() => setOpen(index)} aria-labelledby={`gallery-open gallery-caption-${index}`}>
                  {thumbnail && <GatsbyImage image={thumbnail} alt={photo.alt} lang={photo.lang} className={styles.thumbnail} />}
                </button>
                <figcaption id={`gallery-caption-${index}`} className={styles.tileCaption}>
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
