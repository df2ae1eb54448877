import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { Gallery } from "../components/Gallery";
import type { SitePageContext } from "../lib/routing/page-context";

/** The photo gallery page. */
export default function GalleryPage({ data, pageContext }: PageProps<Queries.GalleryPageQuery, SitePageContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <Gallery photos={data.allGalleryPhoto.nodes} guestPhotos={data.allGuestPhoto.nodes} language={pageContext.language} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query GalleryPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allGalleryPhoto(sort: { position: ASC }) {
      nodes {
        galleryPhotoId
        alt(locale: $language)
        caption(locale: $language)
        thumbnail: image {
          ...GalleryThumbnail
        }
        large: image {
          ...GalleryLarge
        }
      }
    }
    allGuestPhoto(sort: { approvedAt: DESC }) {
      nodes {
        guestPhotoId
        caption
        captionOther
        credit
        language
        thumbnail: image {
          ...GalleryThumbnail
        }
        large: image {
          ...GalleryLarge
        }
      }
    }
  }
`;

/** The two sizes of every gallery photo, the lodge's and the guests' alike. */
export const galleryImages = graphql`
  fragment GalleryThumbnail on File {
    childImageSharp {
      gatsbyImageData(width: 480, aspectRatio: 1.3333, sizes: "(min-width: 1100px) 25vw, (min-width: 600px) 45vw, 100vw")
    }
  }
  fragment GalleryLarge on File {
    childImageSharp {
      gatsbyImageData(width: 1600, placeholder: NONE)
    }
  }
`;
