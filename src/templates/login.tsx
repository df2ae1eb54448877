import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
// Frame before form, as in the photo-upload template, so the shared stylesheets keep one order.
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { LoginForm } from "../components/Form/LoginForm";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The staff login screen (not indexed: the route table marks it noindex). */
export default function LoginPage({ data, pageContext }: PageProps<Queries.LoginPageQuery, SitePageContext>) {
  const route = data.route;
  if (!route) throw new Error("Login route is missing from the page query");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        <LoginForm />
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
