import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { SpeciesSection } from "../components/Species";
import { speciesCard } from "../components/Species/cards";
import { listingPath } from "../content/entry-pages";
import type { SitePageContext } from "../lib/routing/page-context";

/** The primate observation page: the best season and the seven species with their status. */
export default function PrimatesPage({ data, pageContext }: PageProps<Queries.PrimatesPageQuery, SitePageContext>) {
  const { t } = useTranslation(["wildlife"]);
  const primates = data.allPrimate.nodes.map((primate) => speciesCard(primate, pageContext.language, listingPath(data.allRoute.nodes, "primates")));
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <SpeciesSection
        id="species"
        heading={t("wildlife:primates.heading", { count: primates.length })}
        intro={t("wildlife:primates.intro")}
        species={primates}
        legend
      />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query PrimatesPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    allPrimate(sort: { position: ASC }) {
      nodes {
        ...PrimateCard
      }
    }
  }
`;
