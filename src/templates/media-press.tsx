import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { PressList } from "../components/PressList";
import { listingPath } from "../content/entry-pages";
import type { SitePageContext } from "../lib/routing/page-context";

/** The press page ("they spoke about us"): seven news items with expandable full text. */
export default function MediaPressPage({ data, pageContext }: PageProps<Queries.MediaPressPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <PressList items={data.allPressItem.nodes.map((item) => ({ ...item, path: `${listingPath(data.allRoute.nodes, "press") ?? ""}${item.slug}/` }))} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query MediaPressPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allPressItem(sort: [{ year: DESC }, { position: ASC }]) {
      nodes {
        pressItemId
        title(locale: $language)
        slug(locale: $language)
        source
        year
        description(locale: $language)
        fullContent(locale: $language)
        url
        exclusive
        watchUrl
        image {
          childImageSharp {
            gatsbyImageData(width: 320, aspectRatio: 1.333, sizes: "(min-width: 640px) 10rem, 100vw")
          }
        }
        imageAlt(locale: $language)
      }
    }
  }
`;
