import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { StaffArea } from "../components/StaffArea";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The staff area: served by the production server to signed-in staff only (noindex, not in the sitemap). */
export default function StaffPage({ data, pageContext }: PageProps<Queries.StaffPageQuery, SitePageContext>) {
  const route = data.route;
  if (!route) throw new Error("Staff route is missing from the page query");
  const loginPath = data.allRoute.nodes.find((node) => node.routeId === "login")?.path;
  if (!loginPath) throw new Error("The login route is missing from the route table");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        <StaffArea language={pageContext.language} loginPath={loginPath} />
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.StaffPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query StaffPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
  }
`;
