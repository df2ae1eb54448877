import { graphql } from "gatsby";

/** The listing's picture, as an entry page's Open Graph image when the entry has none of its own. */
export const listingShareImageFragment = graphql`
  fragment ListingShareImage on ArticlePage {
    image {
      childImageSharp {
        resize(width: 1200, quality: 75) {
          src
          width
          height
        }
      }
    }
    imageAlt(locale: $language)
  }
`;
