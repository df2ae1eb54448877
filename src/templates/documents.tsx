import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { DocumentList } from "../components/DocumentList";
import type { SitePageContext } from "../lib/routing/page-context";

/** Documents the lodge offers for download (content/documents.json). */
export default function DocumentsPage({ data, pageContext }: PageProps<Queries.DocumentsPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <DocumentList documents={data.allLodgeDocument.nodes} language={pageContext.language} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query DocumentsPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allLodgeDocument(sort: { position: ASC }) {
      nodes {
        lodgeDocumentId
        title(locale: $language)
        description(locale: $language)
        language
        file {
          publicURL
          size
          extension
        }
      }
    }
  }
`;
