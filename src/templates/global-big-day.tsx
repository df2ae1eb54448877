import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React from "react";
import { ContentLinkView } from "../components/Article";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { PlanVisit } from "../components/PlanVisit";
import type { SitePageContext } from "../lib/routing/page-context";
import { eventStory, jsonLdScript } from "../lib/seo/structured-data";
import * as styles from "./global-big-day.module.css";

/** The Global Big Day story, a title and three image-and-text sections in the page's language. */
export default function GlobalBigDayPage({ data, pageContext }: PageProps<Queries.GlobalBigDayPageQuery, SitePageContext>) {
  const story = data.globalBigDayContent;
  const site = data.siteConfig;
  if (!story || !site) throw new Error("Global Big Day content is missing from the page query");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={story.title} lead={story.lead} size="band" />
      <div className={styles.story}>
        {story.sections.map((section, index) => {
          const image = getImage(section.image?.childImageSharp ?? null);
          return (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
              data-reverse={index % 2 === 1 ? "" : undefined}
            >
              {image && <GatsbyImage image={image} alt={section.imageAlt} className={styles.image} loading={index === 0 ? "eager" : "lazy"} />}
              <div className={styles.text}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <ContentLinkView link={section.link} site={site} routes={data.allRoute.nodes} className={styles.link} />
              </div>
            </section>
          );
        })}
      </div>
      <PlanVisit shell={data} />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.GlobalBigDayPageQuery, SitePageContext> = ({ data, pageContext }) => {
  const story = data.globalBigDayContent;
  const site = data.siteConfig;
  const image = story?.sections[0]?.image?.childImageSharp?.resize?.src;
  const url = `${site?.siteUrl ?? ""}${pageContext.alternates[pageContext.language]}`;
  const structured =
    story && site
      ? eventStory({
          name: story.title,
          description: story.lead,
          date: site.globalBigDay.date,
          url,
          imageUrl: image ? site.siteUrl + image : "",
          productName: site.productName,
          siteUrl: site.siteUrl,
          address: { locality: site.address.locality, regionCode: site.address.regionCode, country: site.address.country },
          language: pageContext.language,
        })
      : [];
  return (
    <PageHead shell={data} page={pageContext} locales={data.locales}>
      {structured.map((entry) => (
        <script key={String(entry["@type"])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(entry) }} />
      ))}
    </PageHead>
  );
};

export const query = graphql`
  query GlobalBigDayPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    siteConfig {
      globalBigDay {
        date
      }
    }
    globalBigDayContent {
      title(locale: $language)
      lead(locale: $language)
      sections {
        id
        heading(locale: $language)
        body(locale: $language)
        image {
          childImageSharp {
            gatsbyImageData(width: 720, sizes: "(min-width: 900px) 45vw, 100vw")
            resize(width: 1200, quality: 75) {
              src
            }
          }
        }
        imageAlt(locale: $language)
        link {
          label(locale: $language)
          url
          siteLink
          route {
            path(locale: $language)
          }
        }
      }
    }
  }
`;
