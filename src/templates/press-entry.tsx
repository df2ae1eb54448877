import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React from "react";
import { useTranslation } from "react-i18next";
import { EntryNav, listingLink, listingShareImage, neighbourLink } from "../components/EntryNav";
import { ExternalLink } from "../components/ExternalLink";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, newsArticle } from "../lib/seo/structured-data";
import * as entry from "./entry.module.css";
import * as styles from "./press-entry.module.css";

type Data = Queries.PressEntryPageQuery;

function itemOf(data: Data) {
  if (!data.pressItem) throw new Error("The press item of this page is missing from the page query");
  return data.pressItem;
}

/** A news item on a page of its own: its source and year, the full text, the original report. */
export default function PressEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const { t } = useTranslation(["screens"]);
  const item = itemOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const image = item.image ? getImage(item.image.childImageSharp) : undefined;
  const [previousId, nextId] = pageContext.neighbourIds;
  return (
    <PageFrame shell={data} page={pageContext} title={item.title}>
      <PageHero title={item.title} eyebrow={listing.name} lead={`${item.source} · ${item.year}`} />
      <article className={entry.entry}>
        {image && <GatsbyImage image={image} alt={item.imageAlt ?? ""} className={styles.image} />}
        {item.exclusive && <p>{t("screens:press.exclusive")}</p>}
        <p className={entry.description}>{item.description}</p>
        {item.fullContent?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.url && (
          <p>
            <ExternalLink href={item.url}>{t("screens:press.viewOriginal")}</ExternalLink>
          </p>
        )}
        {item.watchUrl && (
          <p>
            <ExternalLink href={item.watchUrl}>{t("screens:press.watch")}</ExternalLink>
          </p>
        )}
      </article>
      <EntryNav
        previous={neighbourLink(data.neighbours.nodes, previousId, listing.path)}
        next={neighbourLink(data.neighbours.nodes, nextId, listing.path)}
        listing={listing}
      />
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
