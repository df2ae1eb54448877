import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { Timeline } from "../components/Timeline";
import type { SitePageContext } from "../lib/routing/page-context";

/** The history page: the lodge's story and its timeline. */
export default function HistoryPage({ data, pageContext }: PageProps<Queries.HistoryPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <Timeline entries={data.allTimelineEntry.nodes} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query HistoryPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allTimelineEntry(sort: [{ year: ASC }, { position: ASC }]) {
      nodes {
        year
        title(locale: $language)
        description(locale: $language)
      }
    }
  }
`;
