import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { useTranslation } from "react-i18next";
import { ContactLink } from "../components/ContactLink";
import { ContactForm } from "../components/Form/ContactForm";
import { Icon } from "../components/Icon";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { RegionMap } from "../components/RegionMap";
import { TargetLink } from "../components/TargetLink";
import { bookingTarget } from "../lib/routing/booking";
import { CONTACT_SECTION_ID } from "../lib/routing/navigation";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./how-to-get-here.module.css";

/** How to get here, also the contact page: distances, road and air, map, every way to reach us. */
export default function HowToGetHerePage({ data, pageContext }: PageProps<Queries.HowToGetHerePageQuery, SitePageContext>) {
  const { t } = useTranslation(["howToGetHere", "common"]);
  const content = data.howToGetHereContent;
  const map = data.homeContent?.map;
  const site = data.siteConfig;
  const route = data.route;
  if (!content || !map || !site || !route) throw new Error("How-to-get-here content is missing from the page query");
  // Only the channels site.json sets are shown; the message form is always there, the way in while none is.
  const channels = (
    [
      { channel: "email", value: site.email, icon: "mail", label: t("howToGetHere:email") },
      { channel: "phone", value: site.phone, icon: "phone", label: t("howToGetHere:phone") },
      { channel: "whatsapp", value: site.whatsappReservations, icon: "whatsapp", label: t("common:footer.reservationsPhone") },
      { channel: "whatsapp", value: site.whatsappGuidance, icon: "whatsapp", label: t("common:footer.guidanceWhatsapp") },
    ] as const
  )
    .filter(({ value }) => value !== "")
    .map(({ channel, value, icon, label }) => (
      <li key={`${channel}-${value}`}>
        <ContactLink channel={channel} value={value}>
          <Icon name={icon} /> <span>{label}</span> {value}
        </ContactLink>
      </li>
    ));
  // Without a booking page, Book now leads to this very page: here it would go nowhere, so it is left out.
  const booking = bookingTarget(site, data.allRoute.nodes);
  const bookElsewhere = booking.href !== data.allRoute.nodes.find((r) => r.routeId === pageContext.routeId)?.path;

  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={content.intro} size="band" />

      <section className={styles.distances} aria-labelledby="distances-heading">
        <h2 id="distances-heading" className="visually-hidden">
          {t("howToGetHere:distances")}
        </h2>
        <ul className={styles.distanceList}>
          {site.distances.map((distance) => (
            <li key={distance.place}>
              <span className={styles.km}>{distance.km} km</span>
              <span className={styles.place}>{distance.place}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="road-heading">
          <h2 id="road-heading">{content.byRoad.heading}</h2>
          {content.byRoad.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="air-heading">
          <h2 id="air-heading">{content.byAir.heading}</h2>
          {content.byAir.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className={styles.subheading}>{t("howToGetHere:airports")}</h3>
          <ul className={styles.airports}>
            {content.airports.map((airport) => (
              <li key={airport.code}>
                <abbr className={styles.code} title={airport.name}>
                  {airport.code}
                </abbr>
                <span>
                  <strong>{airport.name}</strong>, {airport.city}. {airport.note}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.map} aria-labelledby="map-heading">
        <h2 id="map-heading">{t("howToGetHere:map")}</h2>
        <RegionMap
          image={getImage(map.image.childImageSharp?.gatsbyImageData ?? null) ?? null}
          alt={map.imageAlt}
          markers={map.markers}
          geo={site.geo}
          caption={t("common:map.caption")}
          openLabel={t("common:map.openInMaps")}
        />
      </section>

      <section className={styles.before} aria-labelledby="before-heading">
        <h2 id="before-heading">{content.beforeYouGo.heading}</h2>
        <ul className={styles.checklist}>
          {content.beforeYouGo.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} />
              {` ${item}`}
            </li>
          ))}
        </ul>
      </section>

      <section id={CONTACT_SECTION_ID} className={styles.contact} aria-labelledby="contact-heading">
        <div className={styles.contactInner}>
          <div>
            <h2 id="contact-heading">{content.contact.heading}</h2>
            <p>{content.contact.body}</p>
            {channels.length > 0 && <ul className={styles.channels}>{channels}</ul>}
            {bookElsewhere && (
              <TargetLink target={booking} className={styles.book}>
                {t("howToGetHere:bookNow")}
              </TargetLink>
            )}
          </div>
          <div className={styles.contactForm}>
            <ContactForm from={pageContext.alternates[pageContext.language] ?? "/"} />
          </div>
        </div>
      </section>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.HowToGetHerePageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query HowToGetHerePage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    siteConfig {
      distances {
        place
        km
      }
    }
    howToGetHereContent {
      intro(locale: $language)
      byRoad {
        heading(locale: $language)
        body(locale: $language)
      }
      byAir {
        heading(locale: $language)
        body(locale: $language)
      }
      airports {
        code
        name(locale: $language)
        city
        note(locale: $language)
      }
      beforeYouGo {
        heading(locale: $language)
        items(locale: $language)
      }
      contact {
        heading(locale: $language)
        body(locale: $language)
      }
    }
    homeContent {
      map {
        imageAlt(locale: $language)
        markers {
          label(locale: $language)
          x
          y
          highlight
          side
        }
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [400, 800, 1200], placeholder: NONE)
          }
        }
      }
    }
  }
`;
