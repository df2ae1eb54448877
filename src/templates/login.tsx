import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
// Frame before form, as in the photo-upload template, so the shared stylesheets keep one order.
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { LoginForm } from "../components/Form/LoginForm";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The staff login screen (not indexed: the route table marks it noindex); signing in leads to the staff area. */
export default function LoginPage({ data, pageContext }: PageProps<Queries.LoginPageQuery, SitePageContext>) {
  const route = data.route;
  if (!route) throw new Error("Login route is missing from the page query");
  const staffArea = data.allRoute.nodes.find((node) => node.routeId === "staff")?.path;
  if (!staffArea) throw new Error("The staff route is missing from the route table");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={`${styles.body} ${styles.centred}`}>
        <LoginForm next={staffArea} from={pageContext.alternates[pageContext.language] ?? "/"} />
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.LoginPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query LoginPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
  }
`;
