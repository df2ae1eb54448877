import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./privacy-policy.module.css";

/** The privacy policy (last updated May 2025), with a table of contents for a long read on a phone. */
export default function PrivacyPolicyPage({ data, pageContext }: PageProps<Queries.PrivacyPolicyPageQuery, SitePageContext>) {
  const { t } = useTranslation(["common"]);
  const privacy = data.privacyContent;
  const route = data.route;
  if (!privacy || !route) throw new Error("Privacy content is missing from the page query");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={t("common:page.lastUpdated", { date: privacy.lastUpdatedText })} size="band" />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading" className={styles.tocHeading}>
            {t("common:page.contents")}
          </h2>
          <ol>
            {privacy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.text}>
          <p className={styles.intro}>{privacy.intro}</p>
          {privacy.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery, SitePageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query PrivacyPolicyPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    privacyContent {
      lastUpdated
      lastUpdatedText(locale: $language)
      intro(locale: $language)
      sections {
        id
        heading(locale: $language)
        body(locale: $language)
      }
    }
  }
`;
