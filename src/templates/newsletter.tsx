import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { NewsletterForm } from "../components/Form/NewsletterForm";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The newsletter page: the sign-up form, and where the links of the newsletter mails lead back to. */
export default function NewsletterPage({ data, pageContext }: PageProps<Queries.NewsletterPageQuery, SitePageContext>) {
  const route = data.route;
  const site = data.siteConfig;
  if (!route || !site) throw new Error("The newsletter route or the site configuration is missing from the page query");
  const privacyPath = data.allRoute.nodes.find((node) => node.routeId === "privacy-policy")?.path;
  if (!privacyPath) throw new Error("The privacy-policy route is missing from the route table");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        <NewsletterForm productName={site.productName} from={pageContext.alternates[pageContext.language] ?? "/"} privacyPath={privacyPath} />
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.NewsletterPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query NewsletterPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
  }
`;
