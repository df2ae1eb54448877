import "../styles/shared";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { EntryNav, entryLinks, entryNeighbours, listingLink, listingShareImage } from "../components/EntryNav";
import { ChecklistLink } from "../components/Checklist/ChecklistLink";
import { TrailEntry } from "../components/EntryPage/TrailEntry";
import { WalkLog } from "../components/WalkLog";
import { FieldKitSave } from "../components/FieldKitSave";
import { PageFrame, PageHead } from "../components/PageFrame";
import { listingPath } from "../content/entry-pages";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, touristAttraction } from "../lib/seo/structured-data";

type Data = Queries.TrailEntryPageQuery;

function trailOf(data: Data) {
  if (!data.trail) throw new Error("The trail of this page is missing from the page query");
  return data.trail;
}

/** A trail on a page of its own. */
export default function TrailEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const trail = trailOf(data);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const guidesPath = listingPath(data.allRoute.nodes, "birds") ?? "";
  const species = entryLinks([...data.birds.nodes, ...data.primates.nodes, ...data.mammals.nodes], pageContext.speciesIds, guidesPath);
  return (
    <PageFrame shell={data} page={pageContext} title={trail.name}>
      <TrailEntry listingName={listing.name} trail={trail} species={species} likely={pageContext.likely} language={pageContext.language} />
      {pageContext.checklistPaths && <ChecklistLink to={pageContext.checklistPaths[pageContext.language]} trail />}
      <WalkLog language={pageContext.language} trailId={String(pageContext.entryId)} />
      <FieldKitSave language={pageContext.language} />
      <EntryNav {...entryNeighbours(data.neighbours.nodes, pageContext.neighbourIds, listing.path)} listing={listing} />
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
