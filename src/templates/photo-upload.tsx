import "../styles/shared";
import { graphql, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { PhotoUploadForm } from "../components/Form/PhotoUploadForm";
import { FormLayout } from "../components/FormLayout";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The photo upload page: what to send and how it is used, then the form. */
export default function PhotoUploadPage({ data, pageContext }: PageProps<Queries.PhotoUploadPageQuery, SitePageContext>) {
  const { t } = useTranslation(["formPages"]);
  const site = data.siteConfig;
  if (!site) throw new Error("Site configuration is missing from the page query");
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      <div className={styles.body} id="form">
        <FormLayout
          aside={{
            heading: t("formPages:upload.heading"),
            steps: [t("formPages:upload.step1"), t("formPages:upload.step2"), t("formPages:upload.step3")],
          }}
        >
          <PhotoUploadForm rules={site.photoUpload} productName={site.productName} from={pageContext.alternates[pageContext.language] ?? "/"} />
        </FormLayout>
      </div>
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query PhotoUploadPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
    siteConfig {
      photoUpload {
        maxMegabytes
        types
        minSidePixels
        maxMegapixels
      }
    }
  }
`;
