import "../styles/shared";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { EntryNav, entryNeighbours, listingLink, listingShareImage } from "../components/EntryNav";
import { PressEntry } from "../components/EntryPage/PressEntry";
import { PageFrame, PageHead } from "../components/PageFrame";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, newsArticle } from "../lib/seo/structured-data";

type Data = Queries.PressEntryPageQuery;

function itemOf(data: Data) {
  if (!data.pressItem) throw new Error("The press item of this page is missing from the page query");
  return data.pressItem;
}

/** A news item on a page of its own. */
export default function PressEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const item = itemOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const image = item.image ? getImage(item.image.childImageSharp) : undefined;
  return (
    <PageFrame shell={data} page={pageContext} title={item.title}>
      <PressEntry listingName={listing.name} item={item} image={image ? { data: image, alt: item.imageAlt ?? "" } : null} />
      <EntryNav {...entryNeighbours(data.neighbours.nodes, pageContext.neighbourIds, listing.path)} listing={listing} />
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, EntryPageContext>) {
  const item = itemOf(data);
  const siteUrl = data.siteConfig?.siteUrl ?? "";
  const own = item.share?.childImageSharp?.resize;
  const image = own?.src
    ? { src: own.src, width: own.width ?? 0, height: own.height ?? 0, alt: item.imageAlt ?? item.title }
    : listingShareImage(data.articlePage, item.title);
  const article = newsArticle({
    headline: item.title,
    description: item.description,
    publisher: item.source,
    year: item.year,
    url: siteUrl + pageContext.alternates[pageContext.language],
    originalUrl: item.url ?? null,
    imageUrl: image ? siteUrl + image.src : null,
    language: pageContext.language,
  });
  return (
    <PageHead shell={data} page={pageContext} locales={data.locales} title={item.title} description={snippet(item.description)} image={image}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(article) }} />
    </PageHead>
  );
}

export const query = graphql`
  query PressEntryPage($language: String!, $routeId: String!, $namespaces: [String!]!, $entryId: Int!, $neighbourIds: [Int!]!) {
    ...PageShell
    articlePage(articlePageId: { eq: $routeId }) {
      ...ListingShareImage
    }
    pressItem(pressItemId: { eq: $entryId }) {
      title(locale: $language)
      source
      year
      description(locale: $language)
      fullContent(locale: $language)
      url
      exclusive
      watchUrl
      image {
        childImageSharp {
          gatsbyImageData(width: 640, sizes: "(min-width: 700px) 40rem, 100vw")
        }
      }
      share: image {
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
    neighbours: allPressItem(filter: { pressItemId: { in: $neighbourIds } }) {
      nodes {
        key: pressItemId
        name: title(locale: $language)
        slug(locale: $language)
      }
    }
  }
`;
