import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ApartmentDetails, type Apartment } from "../ApartmentDetails";
import { PageHero } from "../PageHero";
import { RoomFeatures } from "../RoomCard/RoomFeatures";
import * as entry from "./entry.module.css";
import * as styles from "./room.module.css";

/** A picture of the room, ready to draw. */
export interface RoomPicture {
  image: IGatsbyImageData;
  alt: string;
}

export interface RoomEntryProps {
  listingName: string;
  room: {
    name: string;
    summary: string;
    description: string;
    view: string;
    ideal: string;
    highlights: readonly string[];
    apartments: readonly Apartment[];
    capacity: { min: number; max: number } | null;
  };
  /** The first picture, across the top; the others below. */
  cover: RoomPicture | null;
  photos: readonly RoomPicture[];
  /** The booking enquiry with this room chosen; none without an enquiry page. */
  enquiryPath: string | null;
}

/** A room's page below the site's header: who it suits, its highlights and pictures, and the enquiry with it chosen. */
export function RoomEntry({ listingName, room, cover, photos, enquiryPath }: RoomEntryProps) {
  const { t } = useTranslation(["accommodations"]);
  return (
    <>
      <PageHero
        title={room.name}
        eyebrow={listingName}
        lead={room.summary}
        size={cover ? "medium" : "band"}
        image={cover ? { data: cover.image, alt: cover.alt } : null}
      />
      <article className={entry.entry}>
        <RoomFeatures capacity={room.capacity} view={room.view} ideal={room.ideal} />
        <p className={entry.description}>{room.description}</p>
        {room.apartments.length > 0 && <ApartmentDetails apartments={room.apartments} />}
        <section aria-labelledby="room-highlights-heading">
          <h2 id="room-highlights-heading">{t("accommodations:highlights")}</h2>
          <ul className={styles.highlights}>
            {room.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
        {photos.length > 0 && (
          <section aria-labelledby="room-photos-heading">
            <h2 id="room-photos-heading">{t("accommodations:gallery")}</h2>
            <ul className={styles.photos}>
              {photos.map((photo) => (
                <li key={photo.alt}>
                  <GatsbyImage image={photo.image} alt={photo.alt} className={styles.photo} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {enquiryPath && (
          <Link className={styles.ask} to={enquiryPath}>
            {t("accommodations:askAboutRoom")}
          </Link>
        )}
      </article>
    </>
  );
}
