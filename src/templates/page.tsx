import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { PageHead } from "../components/PageFrame";
import type { SitePageContext } from "../lib/page-context";

/** A written screen (lodge, gastronomy, boat safari…): its content from content/pages.json. */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, SitePageContext>) {
  return <ArticleScreen shell={data} article={data.articlePage} page={pageContext} />;
}

export const Head: HeadFC<Queries.ContentPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query ContentPage($language: String!, $routeId: String!) {
    ...PageShell
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
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
  }
`;
