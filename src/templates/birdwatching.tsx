import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { SpeciesSection } from "../components/Species";
import { speciesCard } from "../components/Species/cards";
import { listingPath } from "../content/entry-pages";
import type { ChecklistLinkContext } from "../content/checklist-page";
import { ChecklistLink } from "../components/Checklist/ChecklistLink";
import { RecentSightings } from "../components/Checklist/RecentSightings";

/** The birdwatching page: the tour, where to look, the hotspot link, and highlight species. */
export default function BirdwatchingPage({ data, pageContext }: PageProps<Queries.BirdwatchingPageQuery, ChecklistLinkContext>) {
  const { t } = useTranslation(["wildlife"]);
  const birds = data.allBird.nodes.map((bird) => speciesCard(bird, pageContext.language, listingPath(data.allRoute.nodes, "birds")));
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      {pageContext.checklistPath && <ChecklistLink to={pageContext.checklistPath} />}
      {pageContext.recent && <RecentSightings recent={pageContext.recent} language={pageContext.language} />}
      <SpeciesSection id="species" heading={t("wildlife:birds.heading")} intro={t("wildlife:birds.intro")} species={birds} legend />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query BirdwatchingPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allBird(sort: { position: ASC }) {
      nodes {
        ...BirdCard
      }
    }
  }
`;
