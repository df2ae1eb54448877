import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import type { SitePageContext } from "../lib/routing/page-context";

/** A written screen (lodge, gastronomy, boat safari…): its content from content/pages.json. */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, SitePageContext>) {
  return <ArticleScreen shell={data} article={data.articlePage} page={pageContext} />;
}

export const Head = ArticleHead;

export const query = graphql`
  query ContentPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
  }
`;
