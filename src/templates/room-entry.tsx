import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Link } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ApartmentDetails } from "../components/ApartmentDetails";
import { EntryNav, listingLink, neighbourLink } from "../components/EntryNav";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { roomCapacity } from "../components/RoomCard/capacity";
import { RoomFeatures } from "../components/RoomCard/RoomFeatures";
import { ENQUIRY_ROUTE_ID } from "../lib/routing/booking";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { hotelRoom, jsonLdScript } from "../lib/seo/structured-data";
import * as entry from "./entry.module.css";
import * as styles from "./room-entry.module.css";

type Data = Queries.RoomEntryPageQuery;

function roomOf(data: Data) {
  if (!data.room) throw new Error("The room of this page is missing from the page query");
  const room = data.room;
  const apartments = (room.units ?? []).map((unit) => ({ unitId: unit.unitId, name: unit.name, guests: unit.guests, description: unit.description }));
  return { ...room, apartments, capacity: roomCapacity({ guests: room.guests ?? null, apartments }) };
}

/** The booking enquiry with this room already chosen (the form reads `stay`); none without the enquiry page. */
function enquiryFor(data: Data, roomId: string | number): string | null {
  const enquiry = data.allRoute.nodes.find((route) => route.routeId === ENQUIRY_ROUTE_ID);
  return enquiry ? `${enquiry.path}?stay=room:${roomId}` : null;
}

/** A room on a page of its own: who it suits, its highlights and pictures, and the enquiry with it chosen. */
export default function RoomEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const { t } = useTranslation(["accommodations"]);
  const room = roomOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const [cover, ...photos] = room.images;
  const coverImage = getImage(cover?.hero?.childImageSharp?.gatsbyImageData ?? null);
  const enquiry = enquiryFor(data, pageContext.entryId);
  const [previousId, nextId] = pageContext.neighbourIds;
  return (
    <PageFrame shell={data} page={pageContext} title={room.name}>
      <PageHero
        title={room.name}
        eyebrow={listing.name}
        lead={room.summary}
        size={coverImage ? "medium" : "band"}
        image={coverImage ? { data: coverImage, alt: cover?.alt ?? "" } : null}
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
              {photos.map((photo) => {
                const image = getImage(photo.file.childImageSharp?.gatsbyImageData ?? null);
                return image ? (
                  <li key={photo.alt}>
                    <GatsbyImage image={image} alt={photo.alt} className={styles.photo} />
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        )}
        {enquiry && (
          <Link className={styles.ask} to={enquiry}>
            {t("accommodations:askAboutRoom")}
          </Link>
        )}
      </article>
      <EntryNav
        previous={neighbourLink(data.neighbours.nodes, previousId, listing.path)}
        next={neighbourLink(data.neighbours.nodes, nextId, listing.path)}
        listing={listing}
      />
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, EntryPageContext>) {
  const room = roomOf(data);
  const siteUrl = data.siteConfig?.siteUrl ?? "";
  const shares = room.images.flatMap((photo) => {
    const resized = photo.share?.childImageSharp?.resize;
    return resized?.src ? [{ src: resized.src, width: resized.width ?? 0, height: resized.height ?? 0, alt: photo.alt }] : [];
  });
  const structured = hotelRoom({
    name: room.name,
    description: room.description,
    url: siteUrl + pageContext.alternates[pageContext.language],
    siteUrl,
    imageUrls: shares.map((share) => siteUrl + share.src),
    occupancy: room.capacity,
    highlights: room.highlights,
    language: pageContext.language,
  });
  return (
    <PageHead shell={data} page={pageContext} locales={data.locales} title={room.name} description={snippet(room.description)} image={shares[0]}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(structured) }} />
    </PageHead>
  );
}

export const query = graphql`
  query RoomEntryPage($language: String!, $routeId: String!, $namespaces: [String!]!, $entryId: String!, $neighbourIds: [String!]!) {
    ...PageShell
    room(roomId: { eq: $entryId }) {
      name(locale: $language)
      summary(locale: $language)
      description(locale: $language)
      view(locale: $language)
      ideal(locale: $language)
      highlights(locale: $language)
      guests {
        min
        max
      }
      units {
        unitId: id
        name(locale: $language)
        description(locale: $language)
        guests {
          min
          max
        }
      }
      images {
        alt(locale: $language)
        hero: file {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw")
          }
        }
        file {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.5, sizes: "(min-width: 900px) 33vw, 100vw")
          }
        }
        share: file {
          childImageSharp {
            resize(width: 1200, quality: 75) {
              src
              width
              height
            }
          }
        }
      }
    }
    neighbours: allRoom(filter: { roomId: { in: $neighbourIds } }) {
      nodes {
        key: roomId
        name(locale: $language)
        slug(locale: $language)
      }
    }
  }
`;
