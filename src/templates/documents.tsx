import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { DocumentList } from "../components/DocumentList";
import { PageHead } from "../components/PageFrame";
import type { SitePageContext } from "../lib/page-context";

/** Documents the lodge offers for download (content/documents.json). */
export default function DocumentsPage({ data, pageContext }: PageProps<Queries.DocumentsPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <DocumentList documents={data.allLodgeDocument.nodes} />
    </ArticleScreen>
  );
}

export const Head: HeadFC<Queries.DocumentsPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query DocumentsPage($language: String!, $routeId: String!) {
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
    allLodgeDocument(sort: { position: ASC }) {
      nodes {
        lodgeDocumentId
        title(locale: $language)
        description(locale: $language)
        language
        file {
          publicURL
          prettySize
          extension
        }
      }
    }
  }
`;
