import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { PageHead } from "../components/PageFrame";
import { PressList } from "../components/PressList";
import type { SitePageContext } from "../lib/page-context";

/** SPEC 2.2 "they spoke about us": seven news items with expandable full text. */
export default function MediaPressPage({ data, pageContext }: PageProps<Queries.MediaPressPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <PressList items={data.allPressItem.nodes} />
    </ArticleScreen>
  );
}

export const Head: HeadFC<Queries.MediaPressPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query MediaPressPage($language: String!, $routeId: String!) {
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
    allPressItem(sort: [{ year: DESC }, { position: ASC }]) {
      nodes {
        pressItemId
        title(locale: $language)
        source
        year
        description(locale: $language)
        fullContent(locale: $language)
        url
        exclusive {
          watchUrl
        }
      }
    }
  }
`;
