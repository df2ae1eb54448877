import "../styles/shared";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { EntryNav, entryNeighbours, listingLink } from "../components/EntryNav";
import { RoomEntry, type RoomPicture } from "../components/EntryPage/RoomEntry";
import { PageFrame, PageHead } from "../components/PageFrame";
import { roomCapacity } from "../components/RoomCard/capacity";
import { ENQUIRY_ROUTE_ID, roomEnquiryPath } from "../lib/routing/booking";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { hotelRoom, jsonLdScript } from "../lib/seo/structured-data";

type Data = Queries.RoomEntryPageQuery;

function roomOf(data: Data) {
  if (!data.room) throw new Error("The room of this page is missing from the page query");
  const room = data.room;
  const apartments = (room.units ?? []).map((unit) => ({ unitId: unit.unitId, name: unit.name, guests: unit.guests, description: unit.description }));
  return { ...room, apartments, capacity: roomCapacity({ guests: room.guests ?? null, apartments }) };
}

/** The booking enquiry's copy with this room already chosen; none without the enquiry page. */
function enquiryFor(data: Data, roomId: string | number): string | null {
  const enquiry = data.allRoute.nodes.find((route) => route.routeId === ENQUIRY_ROUTE_ID);
  return enquiry ? roomEnquiryPath(enquiry.path, String(roomId)) : null;
}

/** A picture as the page draws it; none for one the build could not process. */
function picture(imageData: IGatsbyImageData | null | undefined, alt: string): RoomPicture | null {
  const image = getImage(imageData ?? null);
  return image ? { image, alt } : null;
}

/** A room on a page of its own. */
export default function RoomEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const room = roomOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const [cover, ...photos] = room.images;
  return (
    <PageFrame shell={data} page={pageContext} title={room.name}>
      <RoomEntry
        listingName={listing.name}
        room={room}
        cover={cover ? picture(cover.hero?.childImageSharp?.gatsbyImageData, cover.alt) : null}
        photos={photos.flatMap((photo) => picture(photo.file.childImageSharp?.gatsbyImageData, photo.alt) ?? [])}
        enquiryPath={enquiryFor(data, pageContext.entryId)}
      />
      <EntryNav {...entryNeighbours(data.neighbours.nodes, pageContext.neighbourIds, listing.path)} listing={listing} />
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
      ...RoomFacts
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
