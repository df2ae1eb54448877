import "../styles/shared";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { EntryNav, entryLinks, entryNeighbours, listingLink, listingShareImage } from "../components/EntryNav";
import { SpeciesEntry } from "../components/EntryPage/SpeciesEntry";
import { ChecklistLink } from "../components/Checklist/ChecklistLink";
import { PageFrame, PageHead } from "../components/PageFrame";
import type { ConservationStatus } from "../content/content-schema";
import { listingPath } from "../content/entry-pages";
import { otherLanguage, type Language } from "../lib/i18n/languages";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, taxon } from "../lib/seo/structured-data";

type Data = Queries.SpeciesEntryPageQuery;

/**
 * The one species of the page (its id names one bird, primate or mammal: ids differ across the
 * listing), with its name in the page's language and in the other one.
 */
function speciesOf(data: Data, language: Language) {
  const species = data.bird ?? data.primate ?? data.mammal;
  if (!species) throw new Error("The species of this page is missing from the page query");
  const names = { pt: species.namePt, en: species.nameEn };
  return { ...species, names, name: names[language], otherName: names[otherLanguage(language)] };
}

/** A species of the field guides on a page of its own. */
export default function SpeciesEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const species = speciesOf(data, pageContext.language);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const neighbours = [...data.birds.nodes, ...data.primates.nodes, ...data.mammals.nodes];
  const related = [...data.relatedBirds.nodes, ...data.relatedPrimates.nodes, ...data.relatedMammals.nodes];
  const trailsPath = listingPath(data.allRoute.nodes, "trails") ?? "";
  return (
    <PageFrame shell={data} page={pageContext} title={species.name}>
      <SpeciesEntry
        listingName={listing.name}
        name={species.name}
        otherName={species.otherName}
        scientificName={species.scientificName}
        // GraphQL gives the status as a string; the content was validated against the enum.
        status={species.status as ConservationStatus | null}
        description={species.description}
        whereToLook={species.whereToLook ?? null}
        trails={entryLinks(data.trails.nodes, pageContext.trailIds, trailsPath)}
        related={entryLinks(related, pageContext.speciesIds, listing.path)}
        sightings={pageContext.sightings}
        language={pageContext.language}
      />
      {pageContext.checklistPaths && <ChecklistLink to={pageContext.checklistPaths[pageContext.language]} />}
      <EntryNav {...entryNeighbours(neighbours, pageContext.neighbourIds, listing.path)} listing={listing} />
    </PageFrame>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, EntryPageContext>) {
  const species = speciesOf(data, pageContext.language);
  const site = data.siteConfig;
  const url = (site?.siteUrl ?? "") + pageContext.alternates[pageContext.language];
  return (
    <PageHead
      shell={data}
      page={pageContext}
      locales={data.locales}
      title={species.name}
      description={snippet(species.description)}
      image={listingShareImage(data.articlePage, species.name)}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(
            taxon({ scientificName: species.scientificName, names: species.names, description: species.description, url, language: pageContext.language }),
          ),
        }}
      />
    </PageHead>
  );
}

export const query = graphql`
  query SpeciesEntryPage(
    $language: String!
    $routeId: String!
    $namespaces: [String!]!
    $entryId: String!
    $neighbourIds: [String!]!
    $speciesIds: [String!]!
    $trailIds: [String!]!
  ) {
    ...PageShell
    articlePage(articlePageId: { eq: $routeId }) {
      ...ListingShareImage
    }
    bird(birdId: { eq: $entryId }) {
      ...BirdCard
      whereToLook(locale: $language)
    }
    primate(primateId: { eq: $entryId }) {
      ...PrimateCard
      whereToLook(locale: $language)
    }
    mammal(mammalId: { eq: $entryId }) {
      ...MammalCard
      whereToLook(locale: $language)
    }
    birds: allBird(filter: { birdId: { in: $neighbourIds } }) {
      nodes {
        ...BirdLink
      }
    }
    primates: allPrimate(filter: { primateId: { in: $neighbourIds } }) {
      nodes {
        ...PrimateLink
      }
    }
    mammals: allMammal(filter: { mammalId: { in: $neighbourIds } }) {
      nodes {
        ...MammalLink
      }
    }
    relatedBirds: allBird(filter: { birdId: { in: $speciesIds } }) {
      nodes {
        ...BirdLink
      }
    }
    relatedPrimates: allPrimate(filter: { primateId: { in: $speciesIds } }) {
      nodes {
        ...PrimateLink
      }
    }
    relatedMammals: allMammal(filter: { mammalId: { in: $speciesIds } }) {
      nodes {
        ...MammalLink
      }
    }
    trails: allTrail(filter: { trailId: { in: $trailIds } }) {
      nodes {
        key: trailId
        name(locale: $language)
        slug(locale: $language)
      }
    }
  }
`;
