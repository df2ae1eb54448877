import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { PageHead } from "../components/PageFrame";
import { Itineraries, TrailList } from "../components/Trails";
import type { SitePageContext } from "../lib/page-context";

/** SPEC 2.2 trails: the six trails and the 3-, 4- and 5-day itineraries. */
export default function TrailsPage({ data, pageContext }: PageProps<Queries.TrailsPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <TrailList trails={data.allTrail.nodes} language={pageContext.language} />
      <Itineraries itineraries={data.allItinerary.nodes} />
    </ArticleScreen>
  );
}

export const Head: HeadFC<Queries.TrailsPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query TrailsPage($language: String!, $routeId: String!) {
    ...PageShell
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "screens"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    articlePage(articlePageId: { eq: $routeId }) {
      ...ArticleContent
    }
    allTrail(sort: { position: ASC }) {
      nodes {
        trailId
        name(locale: $language)
        description(locale: $language)
        durationHours
        distanceKm
        difficulty
        mode
      }
    }
    allItinerary(sort: { days: ASC }) {
      nodes {
        itineraryId
        days
        title(locale: $language)
        summary(locale: $language)
        plan {
          title(locale: $language)
          activities(locale: $language)
        }
      }
    }
  }
`;
