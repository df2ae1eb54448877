import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { Gallery } from "../components/Gallery";
import { PageHead } from "../components/PageFrame";
import type { SitePageContext } from "../lib/page-context";

/** SPEC 2.2 photo gallery. */
export default function GalleryPage({ data, pageContext }: PageProps<Queries.GalleryPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <Gallery photos={data.allGalleryPhoto.nodes} />
    </ArticleScreen>
  );
}

export const Head: HeadFC<Queries.GalleryPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query GalleryPage($language: String!, $routeId: String!) {
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
    allGalleryPhoto(sort: { position: ASC }) {
      nodes {
        galleryPhotoId
        alt(locale: $language)
        caption(locale: $language)
        thumbnail: image {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.3333, sizes: "(min-width: 1100px) 25vw, (min-width: 600px) 45vw, 100vw")
          }
        }
        large: image {
          childImageSharp {
            gatsbyImageData(width: 1600, placeholder: NONE)
          }
        }
      }
    }
  }
`;
