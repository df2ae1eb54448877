import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { PlanVisit } from "../components/PlanVisit";
import { navRoutes } from "../components/Layout";
import type { SitePageContext } from "../lib/page-context";
import * as styles from "./page.module.css";

/**
 * A content page introduced by its route-table title and description, with its sibling pages and a
 * way to plan the visit. Later issues give each of these routes its own complete template.
 */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, SitePageContext>) {
  const { t } = useTranslation("common");
  const route = data.route;
  const routes = navRoutes(data);
  const current = routes.find((r) => r.routeId === pageContext.routeId);
  const group = current?.navGroup ?? null;
  const siblings = group ? routes.filter((r) => r.navGroup === group && r.routeId !== pageContext.routeId) : [];
  const site = data.siteConfig;
  if (!route || !site) throw new Error(`Route ${pageContext.routeId} is missing from the page query`);
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} eyebrow={group ? t(`common:nav.groups.${group}`) : site.productName} lead={route.description} />
      {siblings.length > 0 && (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {t("common:page.related")}
          </h2>
          <ul className={styles.relatedList}>
            {siblings.map((sibling) => (
              <li key={sibling.routeId}>
                <Link to={sibling.path} className={styles.relatedLink}>
                  {sibling.navLabel}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PlanVisit shell={data} />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.ContentPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query ContentPage($language: String!, $routeId: String!) {
    ...PageShell
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
