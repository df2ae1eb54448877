import "../styles/shared";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { localeString } from "../lib/i18n/locale-data";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./not-found.module.css";

/** The not-found page, in the page's language; every unknown path under /pt/ or /en/ lands here. */
export default function NotFoundPage({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  const { t } = useTranslation(["notFound"]);
  return (
    <PageFrame shell={data} page={pageContext} title={t("notFound:title")}>
      <PageHero title={t("notFound:title")} lead={t("notFound:text")} size="medium">
        <Link to={`/${pageContext.language}/`} className={styles.home}>
          {t("notFound:button")}
        </Link>
      </PageHero>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead
    shell={data}
    page={pageContext}
    locales={data.locales}
    title={localeString(data.locales, "notFound", "title")}
    description={localeString(data.locales, "notFound", "text")}
  />
);

export const query = graphql`
  query NotFoundPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
  }
`;
