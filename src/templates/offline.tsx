import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { SavedPages } from "../components/SavedPages";
import { retryPath } from "../field-kit/request-kinds";
import { localeString } from "../lib/i18n/locale-data";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./not-found.module.css";

/**
 * What the field kit's worker shows, with no signal, for an address this phone has not kept: the
 * page's language, a way to try again, and the pages that do open.
 */
export default function OfflinePage({ data, pageContext }: PageProps<Queries.OfflinePageQuery, SitePageContext>) {
  const { t } = useTranslation(["fieldKit"]);
  const [retry, setRetry] = useState(`/${pageContext.language}/`);
  useEffect(() => setRetry(retryPath(window.location.search, `/${pageContext.language}/`)), [pageContext.language]);
  return (
    <PageFrame shell={data} page={pageContext} title={t("fieldKit:offlineTitle")}>
      <PageHero title={t("fieldKit:offlineTitle")} lead={t("fieldKit:offlineText")} size="medium">
        {/* A plain link, not Gatsby's: a full load of the address asked for, which asks the network again. */}
        <a href={retry} className={styles.home}>
          {t("fieldKit:retry")}
        </a>
      </PageHero>
      <SavedPages language={pageContext.language} />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.OfflinePageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead
    shell={data}
    page={pageContext}
    locales={data.locales}
    title={localeString(data.locales, "fieldKit", "offlineTitle")}
    description={localeString(data.locales, "fieldKit", "offlineText")}
  />
);

export const query = graphql`
  query OfflinePage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
  }
`;
