import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { FieldKitSave } from "../components/FieldKitSave";
import { SpeciesSection } from "../components/Species";
import { speciesCard } from "../components/Species/cards";
import { listingPath } from "../content/entry-pages";
import type { SitePageContext } from "../lib/routing/page-context";

/** The field guides page: the lodge's wildlife with popular and scientific names. */
export default function FieldGuidesPage({ data, pageContext }: PageProps<Queries.FieldGuidesPageQuery, SitePageContext>) {
  const { t } = useTranslation(["wildlife"]);
  const { language } = pageContext;
  const birds = data.allBird.nodes.map((s) => speciesCard(s, language, listingPath(data.allRoute.nodes, "birds")));
  const primates = data.allPrimate.nodes.map((s) => speciesCard(s, language, listingPath(data.allRoute.nodes, "primates")));
  const mammals = data.allMammal.nodes.map((s) => speciesCard(s, language, listingPath(data.allRoute.nodes, "mammals")));
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <SpeciesSection id="birds" heading={t("wildlife:birds.heading")} intro={t("wildlife:birds.intro")} species={birds} />
      <SpeciesSection
        id="primates"
        heading={t("wildlife:primates.heading", { count: primates.length })}
        intro={t("wildlife:primates.intro")}
        species={primates}
      />
      <SpeciesSection id="mammals" heading={t("wildlife:mammals.heading")} intro={t("wildlife:mammals.intro")} species={mammals} />
      <FieldKitSave language={language} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query FieldGuidesPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allBird(sort: { position: ASC }) {
      nodes {
        ...BirdCard
      }
    }
    allPrimate(sort: { position: ASC }) {
      nodes {
        ...PrimateCard
      }
    }
    allMammal(sort: { position: ASC }) {
      nodes {
        ...MammalCard
      }
    }
  }
`;
