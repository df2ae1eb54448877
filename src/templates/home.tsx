import "../styles/shared";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ContactLink } from "../components/ContactLink";
import React from "react";
import { useTranslation } from "react-i18next";
import { ExperienceCards } from "../components/ExperienceCards";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { RegionMap } from "../components/RegionMap";
import { StatsGrid } from "../components/StatsGrid";
import { Testimonials } from "../components/Testimonials";
import { Icon } from "../components/Icon";
import { TargetLink } from "../components/TargetLink";
import { bookingTarget } from "../lib/routing/booking";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./home.module.css";

/** The home page: welcome, about, stats, experiences, location, reviews, call to action, map. */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  const { t } = useTranslation(["home", "common"]);
  const home = data.homeContent;
  const site = data.siteConfig;
  if (!home || !site) throw new Error("Home content or site configuration is missing from the page query");
  const heroImage = getImage(home.hero.image.childImageSharp?.gatsbyImageData ?? null);
  const aboutImage = getImage(home.about.image.childImageSharp?.gatsbyImageData ?? null);
  const ctaImage = getImage(home.cta.image.childImageSharp?.gatsbyImageData ?? null);
  const booking = bookingTarget(site, data.allRoute.nodes);

  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero
        title={home.hero.title}
        eyebrow={home.hero.eyebrow}
        lead={home.hero.subtitle}
        image={heroImage ? { data: heroImage, alt: home.hero.imageAlt, focus: home.hero.imageFocus } : null}
        size="full"
      >
        <TargetLink target={booking} className={styles.primaryButton}>
          {t("home:bookNow")}
        </TargetLink>
        <a href="#experiences" className={styles.ghostButton}>
          {home.experiences.heading}
        </a>
      </PageHero>

      <section className={styles.welcome} aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">{home.welcome.heading}</h2>
        {home.welcome.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className={styles.about} aria-labelledby="about-heading">
        {aboutImage && <GatsbyImage image={aboutImage} alt={home.about.imageAlt} className={styles.aboutImage} />}
        <div className={styles.aboutText}>
          <h2 id="about-heading">{home.about.heading}</h2>
          {home.about.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link to={home.about.linkRoute.path} className={styles.textLink}>
            {`${home.about.linkLabel} `}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
      </section>

      <section className={styles.stats} aria-labelledby="stats-heading">
        <div className={styles.sectionIntro}>
          <h2 id="stats-heading">{home.stats.heading}</h2>
          <p>{home.stats.intro}</p>
        </div>
        <StatsGrid stats={site.stats} />
      </section>

      <section id="experiences" className={styles.experiences} aria-labelledby="experiences-heading">
        <div className={styles.sectionIntro}>
          <h2 id="experiences-heading">{home.experiences.heading}</h2>
          <p>{home.experiences.intro}</p>
        </div>
        <ExperienceCards
          linkLabel={t("home:seeExperience")}
          items={home.experiences.items.map((item) => ({
            path: item.route.path,
            title: item.title,
            description: item.description,
            image: getImage(item.image.childImageSharp?.gatsbyImageData ?? null) ?? null,
            imageAlt: item.imageAlt,
          }))}
        />
      </section>

      <section className={styles.location} aria-labelledby="location-heading">
        <div className={styles.locationText}>
          <h2 id="location-heading">{home.location.heading}</h2>
          {home.location.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className={styles.distances}>
          {site.distances.map((distance) => (
            <li key={distance.place}>{t("home:distanceFrom", { km: distance.km, place: distance.place })}</li>
          ))}
        </ul>
      </section>

      {site.featureFlags.enableTestimonials && data.allTestimonial.nodes.length > 0 && (
        <section className={styles.reviews} aria-labelledby="reviews-heading">
          <div className={styles.sectionIntro}>
            <h2 id="reviews-heading">{home.reviews.heading}</h2>
            <p>{home.reviews.intro}</p>
          </div>
          <Testimonials
            items={data.allTestimonial.nodes.map((node) => ({
              id: node.testimonialId,
              quote: node.quote,
              author: node.author,
              date: node.date,
              dateText: node.dateText,
              url: node.url,
            }))}
            linkLabel={t("home:readCoverage")}
          />
        </section>
      )}

      <section className={styles.cta} aria-labelledby="cta-heading">
        {ctaImage && <GatsbyImage image={ctaImage} alt={home.cta.imageAlt} className={styles.ctaImage} />}
        <div className={styles.ctaContent}>
          <h2 id="cta-heading">{home.cta.heading}</h2>
          <p>{home.cta.body}</p>
          <div className={styles.ctaActions}>
            <TargetLink target={booking} className={styles.primaryButton}>
              {t("home:bookNow")}
            </TargetLink>
            <ContactLink channel="whatsapp" value={site.whatsappReservations} className={styles.ghostButton}>
              <Icon name="whatsapp" />
              {` ${t("home:whatsappUs")}`}
            </ContactLink>
          </div>
        </div>
      </section>

      <section className={styles.mapSection} aria-labelledby="map-heading">
        <div className={styles.sectionIntro}>
          <h2 id="map-heading">{home.map.heading}</h2>
          <p>{home.map.body}</p>
        </div>
        <RegionMap
          image={getImage(home.map.image.childImageSharp?.gatsbyImageData ?? null) ?? null}
          alt={home.map.imageAlt}
          markers={home.map.markers}
          geo={site.geo}
          caption={t("common:map.caption")}
          openLabel={t("common:map.openInMaps")}
        />
      </section>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query HomePage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    siteConfig {
      stats {
        id
        value
        title(locale: $language)
        description(locale: $language)
      }
      distances {
        place
        km
      }
      featureFlags {
        enableTestimonials
      }
    }
    homeContent {
      hero {
        eyebrow(locale: $language)
        title(locale: $language)
        subtitle(locale: $language)
        imageAlt(locale: $language)
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, quality: 60)
          }
        }
        imageFocus {
          x
          y
        }
      }
      welcome {
        heading(locale: $language)
        body(locale: $language)
      }
      about {
        heading(locale: $language)
        body(locale: $language)
        imageAlt(locale: $language)
        linkLabel(locale: $language)
        linkRoute {
          path(locale: $language)
        }
        image {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.2)
          }
        }
      }
      stats {
        heading(locale: $language)
        intro(locale: $language)
      }
      experiences {
        heading(locale: $language)
        intro(locale: $language)
        items {
          title(locale: $language)
          description(locale: $language)
          imageAlt(locale: $language)
          route {
            path(locale: $language)
          }
          image {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.333)
            }
          }
        }
      }
      location {
        heading(locale: $language)
        body(locale: $language)
      }
      reviews {
        heading(locale: $language)
        intro(locale: $language)
      }
      cta {
        heading(locale: $language)
        body(locale: $language)
        imageAlt(locale: $language)
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, quality: 55)
          }
        }
      }
      map {
        heading(locale: $language)
        body(locale: $language)
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
    allTestimonial(sort: { position: ASC }) {
      nodes {
        testimonialId
        quote(locale: $language)
        author
        date
        dateText(locale: $language)
        url
      }
    }
  }
`;
