import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleHead, ArticleScreen } from "../components/ArticleScreen";
import { Checklist } from "../components/Checklist";
import { ChecklistDownloads } from "../components/Checklist/ChecklistDownloads";
import type { ChecklistPageContext } from "../content/checklist-page";
import type { ChecklistDownloadsContext } from "../content/checklist-files";

/** The bird checklist from the lodge's eBird records: made only when records were imported (gatsby-node). */
export default function BirdChecklistPage({ data, pageContext }: PageProps<Queries.BirdChecklistPageQuery, ChecklistPageContext & ChecklistDownloadsContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      {pageContext.downloads && <ChecklistDownloads {...pageContext.downloads} language={pageContext.language} />}
      <Checklist checklist={pageContext.checklist} language={pageContext.language} />
    </ArticleScreen>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query BirdChecklistPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
  }
`;
