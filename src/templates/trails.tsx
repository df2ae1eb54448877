import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { FieldKitSave } from "../components/FieldKitSave";
import { Itineraries, TrailList } from "../components/Trails";
import { listingPath } from "../content/entry-pages";
import type { SitePageContext } from "../lib/routing/page-context";

/** The trails page: the six trails and the 3-, 4- and 5-day itineraries. */
export default function TrailsPage({ data, pageContext }: PageProps<Queries.TrailsPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <TrailList trails={data.allTrail.nodes.map((trail) => ({ ...trail, path: `${listingPath(data.allRoute.nodes, "trails") ?? ""}${trail.slug}/` }))} />
      <Itineraries itineraries={data.allItinerary.nodes} />
      <FieldKitSave language={pageContext.language} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query TrailsPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allTrail(sort: { position: ASC }) {
      nodes {
        trailId
        name(locale: $language)
        description(locale: $language)
        durationHours
        distanceText(locale: $language)
        difficulty
        mode
        slug(locale: $language)
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
