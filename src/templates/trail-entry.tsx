import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { EntryNav, entryLinks, listingLink, listingShareImage, neighbourLink, RelatedEntries } from "../components/EntryNav";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { TrailMeasures } from "../components/Trails/TrailMeasures";
import { listingPath } from "../content/entry-pages";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, touristAttraction } from "../lib/seo/structured-data";
import * as styles from "./entry.module.css";

type Data = Queries.TrailEntryPageQuery;

function trailOf(data: Data) {
  if (!data.trail) throw new Error("The trail of this page is missing from the page query");
  return data.trail;
}

/** A trail on a page of its own: what it asks (duration, distance, difficulty, mode), what it is, and the species seen along it. */
export default function TrailEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const { t } = useTranslation(["screens"]);
  const trail = trailOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const guidesPath = listingPath(data.allRoute.nodes, "birds") ?? "";
  const species = entryLinks([...data.birds.nodes, ...data.primates.nodes, ...data.mammals.nodes], pageContext.speciesIds, guidesPath);
  const [previousId, nextId] = pageContext.neighbourIds;
  return (
    <PageFrame shell={data} page={pageContext} title={trail.name}>
      <PageHero title={trail.name} eyebrow={listing.name} />
      <article className={styles.entry}>
        <TrailMeasures trail={trail} />
        <p className={styles.description}>{trail.description}</p>
        <RelatedEntries id="trail-species" heading={t("screens:trailEntry.species")} links={species} />
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
  const trail = trailOf(data);
  const siteUrl = data.siteConfig?.siteUrl ?? "";
  const attraction = touristAttraction({
    name: trail.name,
    description: trail.description,
    url: siteUrl + pageContext.alternates[pageContext.language],
    siteUrl,
    distanceKm: trail.distanceKm,
    durationHours: trail.durationHours,
    language: pageContext.language,
  });
  return (
    <PageHead
      shell={data}
      page={pageContext}
      locales={data.locales}
      title={trail.name}
      description={snippet(trail.description)}
      image={listingShareImage(data.articlePage, trail.name)}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(attraction) }} />
    </PageHead>
  );
}

export const query = graphql`
  query TrailEntryPage($language: String!, $routeId: String!, $namespaces: [String!]!, $entryId: String!, $neighbourIds: [String!]!, $speciesIds: [String!]!) {
    ...PageShell
    articlePage(articlePageId: { eq: $routeId }) {
      ...ListingShareImage
    }
    trail(trailId: { eq: $entryId }) {
      name(locale: $language)
      description(locale: $language)
      durationHours
      distanceKm
      distanceText(locale: $language)
      difficulty
      mode
    }
    neighbours: allTrail(filter: { trailId: { in: $neighbourIds } }) {
      nodes {
        key: trailId
        name(locale: $language)
        slug(locale: $language)
      }
    }
    birds: allBird(filter: { birdId: { in: $speciesIds } }) {
      nodes {
        ...BirdLink
      }
    }
    primates: allPrimate(filter: { primateId: { in: $speciesIds } }) {
      nodes {
        ...PrimateLink
      }
    }
    mammals: allMammal(filter: { mammalId: { in: $speciesIds } }) {
      nodes {
        ...MammalLink
      }
    }
  }
`;
