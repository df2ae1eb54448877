import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { EntryNav, entryLinks, listingLink, listingShareImage, neighbourLink, RelatedEntries } from "../components/EntryNav";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { StatusBadge } from "../components/Species";
import type { ConservationStatus } from "../content/content-schema";
import { otherLanguage, type Language } from "../lib/i18n/languages";
import type { EntryPageContext } from "../lib/routing/page-context";
import { snippet } from "../lib/seo/seo";
import { jsonLdScript, taxon } from "../lib/seo/structured-data";
import * as styles from "./entry.module.css";
import { listingPath } from "../content/entry-pages";

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

/** A species of the field guides on a page of its own: both names, scientific name, status, description. */
export default function SpeciesEntryPage({ data, pageContext }: PageProps<Data, EntryPageContext>) {
  const { t } = useTranslation(["wildlife"]);
  const species = speciesOf(data, pageContext.language);
  const listing = listingLink(data.allRoute.nodes, pageContext.routeId);
  const neighbours = [...data.birds.nodes, ...data.primates.nodes, ...data.mammals.nodes];
  const related = [...data.relatedBirds.nodes, ...data.relatedPrimates.nodes, ...data.relatedMammals.nodes];
  const trailsPath = listingPath(data.allRoute.nodes, "trails") ?? "";
  const trails = entryLinks(data.trails.nodes, pageContext.trailIds, trailsPath);
  const [previousId, nextId] = pageContext.neighbourIds;
  return (
    <PageFrame shell={data} page={pageContext} title={species.name}>
      <PageHero title={species.name} eyebrow={listing.name} lead={t("wildlife:otherName", { name: species.otherName })} />
      <article className={styles.entry}>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{t("wildlife:scientificName")}</dt>
            <dd className={styles.scientific}>
              <i lang="la">{species.scientificName}</i>
            </dd>
          </div>
          {species.status && (
            <div>
              <dt className={styles.term}>{t("wildlife:status.heading")}</dt>
              <dd>
                {/* GraphQL gives the status as a string; the content was validated against the enum. */}
                <StatusBadge status={species.status as ConservationStatus} />
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.description}>{species.description}</p>
        <RelatedEntries id="where-to-look" heading={t("wildlife:whereToLook")} links={trails}>
          {species.whereToLook && <p>{species.whereToLook}</p>}
          {trails.length > 0 && <p>{t("wildlife:seenOnTrails")}</p>}
        </RelatedEntries>
        <RelatedEntries id="related-species" heading={t("wildlife:related")} links={entryLinks(related, pageContext.speciesIds, listing.path)} />
      </article>
      <EntryNav previous={neighbourLink(neighbours, previousId, listing.path)} next={neighbourLink(neighbours, nextId, listing.path)} listing={listing} />
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
