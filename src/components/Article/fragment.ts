import { graphql } from "gatsby";

/** What every written screen queries besides its own collection: the page shell and its content/pages.json entry. */
export const articleShellFragment = graphql`
  fragment ArticleShell on Query {
    ...PageShell
    articlePage(articlePageId: { eq: $routeId }) {
      ...ArticleContent
    }
  }
`;

/** The written content of a screen (content/pages.json), as every article template queries it. */
export const articleContentFragment = graphql`
  fragment ArticleContent on ArticlePage {
    intro(locale: $language)
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw")
      }
    }
    imageAlt(locale: $language)
    imageFocus {
      x
      y
    }
    facts {
      label(locale: $language)
      value(locale: $language)
    }
    sections {
      id
      heading(locale: $language)
      body(locale: $language)
      items(locale: $language)
      image {
        childImageSharp {
          gatsbyImageData(width: 640, sizes: "(min-width: 900px) 40vw, 100vw")
        }
      }
      imageAlt(locale: $language)
      links {
        label(locale: $language)
        url
        siteLink
        route {
          path(locale: $language)
        }
      }
    }
  }
`;
