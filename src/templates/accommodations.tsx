import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../components/Icon";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { PlanVisit } from "../components/PlanVisit";
import { RoomCard, type Room } from "../components/RoomCard";
import { formatTimeRange } from "../lib/format/business-constants";
import { listingPath } from "../content/entry-pages";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./accommodations.module.css";

function toRoom(node: Queries.AccommodationsPageQuery["allRoom"]["nodes"][number], listingPath: string): Room {
  return {
    roomId: node.roomId,
    path: `${listingPath}${node.slug}/`,
    name: node.name,
    summary: node.summary,
    description: node.description,
    guests: node.guests ?? null,
    view: node.view,
    ideal: node.ideal,
    highlights: node.highlights,
    photos: node.images.map((photo) => ({ image: getImage(photo.file.childImageSharp?.gatsbyImageData ?? null) ?? null, alt: photo.alt })),
    apartments: (node.units ?? []).map((unit) => ({ unitId: unit.unitId, name: unit.name, guests: unit.guests, description: unit.description })),
  };
}

/** The accommodations page: rooms (with the farmhouse apartments), amenities, schedule, inclusions, policies. */
export default function AccommodationsPage({ data, pageContext }: PageProps<Queries.AccommodationsPageQuery, SitePageContext>) {
  const { t } = useTranslation(["accommodations"]);
  const content = data.accommodationsContent;
  const site = data.siteConfig;
  const route = data.route;
  if (!content || !site || !route) throw new Error("Accommodations content is missing from the page query");
  const rooms = data.allRoom.nodes.map((node) => toRoom(node, listingPath(data.allRoute.nodes, "rooms") ?? ""));
  const cover = rooms[0]?.photos[0];
  const schedule: Array<{ label: string; value: string }> = [
    { label: t("accommodations:checkIn"), value: `${t("accommodations:from")} ${site.checkInFrom}` },
    { label: t("accommodations:checkOut"), value: `${t("accommodations:until")} ${site.checkOutUntil}` },
    { label: t("accommodations:breakfast"), value: formatTimeRange(site.meals.breakfast) },
    { label: t("accommodations:lunch"), value: formatTimeRange(site.meals.lunch) },
    { label: t("accommodations:dinner"), value: formatTimeRange(site.meals.dinner) },
  ];

  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="medium" image={cover?.image ? { data: cover.image, alt: cover.alt } : null} />

      <section className={styles.intro} aria-labelledby="rooms-heading">
        <h2 id="rooms-heading">{content.intro.heading}</h2>
        <p>{content.intro.body}</p>
      </section>

      <div className={styles.rooms}>
        {rooms.map((room) => (
          <RoomCard key={room.roomId} room={room} />
        ))}
      </div>

      <section className={styles.amenities} aria-labelledby="amenities-heading">
        <h2 id="amenities-heading">{content.amenities.heading}</h2>
        <ul className={styles.amenityList}>
          {content.amenities.items.map((item) => (
            <li key={item.label}>
              <Icon name={item.icon as IconName} size={26} className={styles.amenityIcon} />
              {item.label}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.infoGrid}>
        <section className={styles.panel} aria-labelledby="schedule-heading">
          <h2 id="schedule-heading">{content.schedule.heading}</h2>
          <dl className={styles.schedule}>
            {schedule.map((row) => (
              <div key={row.label}>
                <dt>
                  <Icon name="clock" size={18} />
                  {` ${row.label}`}
                </dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{content.schedule.note}</p>
        </section>

        <section className={styles.panel} aria-labelledby="included-heading">
          <h2 id="included-heading">{content.included.heading}</h2>
          <ul className={styles.checklist}>
            {content.included.items.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {` ${item}`}
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.panel} aria-labelledby="important-heading">
          <h2 id="important-heading">{content.important.heading}</h2>
          <ul className={styles.checklist}>
            {content.important.items.map((item) => (
              <li key={item}>
                <Icon name="info" size={18} />
                {` ${item}`}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <PlanVisit shell={data} />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.AccommodationsPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query AccommodationsPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    siteConfig {
      meals {
        breakfast {
          from
          until
        }
        lunch {
          from
          until
        }
        dinner {
          from
          until
        }
      }
    }
    accommodationsContent {
      intro {
        heading(locale: $language)
        body(locale: $language)
      }
      amenities {
        heading(locale: $language)
        items {
          icon
          label(locale: $language)
        }
      }
      schedule {
        heading(locale: $language)
        note(locale: $language)
      }
      included {
        heading(locale: $language)
        items(locale: $language)
      }
      important {
        heading(locale: $language)
        items(locale: $language)
      }
    }
    allRoom(sort: { position: ASC }) {
      nodes {
        roomId
        slug(locale: $language)
        ...RoomFacts
        images {
          alt(locale: $language)
          file {
            childImageSharp {
              gatsbyImageData(width: 960, aspectRatio: 1.5)
            }
          }
        }
      }
    }
  }
`;
