import "../styles/shared";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { NewsletterForm } from "../components/Form/NewsletterForm";
import { FormLayout } from "../components/FormLayout";
import { FORM_ENDPOINTS } from "../lib/forms/endpoints";
import { FINAL_LINK_RESULTS, LEAVE_FORM } from "../lib/forms/newsletter";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";
import * as newsletter from "./newsletter.module.css";

/**
 * The newsletter page: the sign-up form, and where the links of the newsletter mails lead back to. A
 * link's final answer (confirmed, already confirmed, unsubscribed) is shown alone, with the way back
 * home, by CSS `:target` (it works without script too); the form stays hidden meanwhile. The question
 * before leaving the list is shown only in the server's answer to an unsubscribe link, which writes the
 * link's token into its form (src/server/newsletter/leave-page.ts).
 */
export default function NewsletterPage({ data, pageContext }: PageProps<Queries.NewsletterPageQuery, SitePageContext>) {
  const { t } = useTranslation(["newsletter", "formPages"]);
  const route = data.route;
  const site = data.siteConfig;
  if (!route || !site) throw new Error("The newsletter route or the site configuration is missing from the page query");
  const pathOf = (routeId: string) => data.allRoute.nodes.find((node) => node.routeId === routeId)?.path;
  const privacyPath = pathOf("privacy-policy");
  const homePath = pathOf("home");
  if (!privacyPath || !homePath) throw new Error("The privacy-policy or home route is missing from the route table");
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        {FINAL_LINK_RESULTS.map((code) => (
          <div key={code} id={`newsletter-${code}`} className={newsletter.outcome} tabIndex={-1}>
            <p>{t(`newsletter:results.${code}`)}</p>
            <Link to={homePath} className={newsletter.back}>
              {t("formPages:newsletterDone.back")}
            </Link>
          </div>
        ))}
        <form id={LEAVE_FORM.id} method="post" action={FORM_ENDPOINTS.newsletterUnsubscribe} className={newsletter.outcome} tabIndex={-1}>
          <input type="hidden" name={LEAVE_FORM.answerField} value={LEAVE_FORM.answerValue} />
          <p>{t("newsletter:leave.question")}</p>
          <button type="submit" className={newsletter.leave}>
            {t("newsletter:leave.submit")}
          </button>
        </form>
        <div className={newsletter.signUp}>
          <FormLayout
            aside={{
              heading: t("formPages:newsletter.heading"),
              steps: [t("formPages:newsletter.step1"), t("formPages:newsletter.step2"), t("formPages:newsletter.step3")],
            }}
          >
            <NewsletterForm productName={site.productName} from={pageContext.alternates[pageContext.language] ?? "/"} privacyPath={privacyPath} />
          </FormLayout>
        </div>
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
