import "../styles/shared";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { PlanVisit } from "../components/PlanVisit";
import type { SitePageContext } from "../lib/routing/page-context";
import { faqPage, jsonLdScript } from "../lib/seo/structured-data";
import * as styles from "./faq.module.css";

/** The FAQ, the target of the site's "reservations" link; answers open without JavaScript. */
export default function FaqPage({ data, pageContext }: PageProps<Queries.FaqPageQuery, SitePageContext>) {
  const faq = data.faqContent;
  const route = data.route;
  if (!faq || !route) throw new Error("FAQ content is missing from the page query");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={faq.intro} size="band" />
      <div className={styles.groups}>
        {faq.groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className={styles.item}>
                <summary className={styles.question}>{item.question}</summary>
                <div className={styles.answer}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {item.link && (
                    <Link to={item.link.route.path} className={styles.link}>
                      {item.link.label}
                    </Link>
                  )}
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
      <PlanVisit shell={data} />
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.FaqPageQuery, SitePageContext> = ({ data, pageContext }) => {
  const entries = (data.faqContent?.groups ?? []).flatMap((group) => group.items.map((item) => ({ question: item.question, answer: item.answer })));
  return (
    <PageHead shell={data} page={pageContext} locales={data.locales}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqPage(entries, pageContext.language)) }} />
    </PageHead>
  );
};

export const query = graphql`
  query FaqPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    faqContent {
      intro(locale: $language)
      groups {
        id
        title(locale: $language)
        items {
          id
          question(locale: $language)
          answer(locale: $language)
          link {
            label(locale: $language)
            route {
              path(locale: $language)
            }
          }
        }
      }
    }
  }
`;
