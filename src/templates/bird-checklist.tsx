import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../components/ArticleScreen";
import { Checklist } from "../components/Checklist";
import { ChecklistDownloads } from "../components/Checklist/ChecklistDownloads";
import { PageHead } from "../components/PageFrame";
import type { ChecklistFilter, ChecklistPageContext } from "../content/checklist-page";
import type { ChecklistDownloadsContext } from "../content/checklist-files";
import { monthName } from "../lib/format/business-constants";
import type { Language } from "../lib/i18n/languages";
import type { LocaleEdges } from "../lib/i18n/locale-data";

/** The bird checklist from the lodge's eBird records: made only when records were imported (gatsby-node), for the year, a month or a trail. */
export default function BirdChecklistPage({ data, pageContext }: PageProps<Queries.BirdChecklistPageQuery, ChecklistPageContext & ChecklistDownloadsContext>) {
  return (
    <ArticleScreen shell={data} article={data.articlePage} page={pageContext}>
      {pageContext.downloads && <ChecklistDownloads {...pageContext.downloads} language={pageContext.language} />}
      <Checklist checklist={pageContext.checklist} language={pageContext.language} path={pageContext.alternates[pageContext.language]} />
    </ArticleScreen>
  );
}

const filterLabel = (filter: ChecklistFilter | null, language: Language) =>
  filter === null ? null : filter.kind === "month" ? monthName(filter.month, language) : filter.trail;

/** A month's or a trail's page is titled with it, so each narrowed page has its own title in results and tabs. */
export function Head({ data, pageContext }: HeadProps<Queries.BirdChecklistPageQuery & { locales: LocaleEdges | null }, ChecklistPageContext>) {
  const label = filterLabel(pageContext.checklist.filter, pageContext.language);
  const title = label && data.route ? `${data.route.title}: ${label}` : undefined;
  return <PageHead shell={data} page={pageContext} locales={data.locales} title={title} />;
}

export const query = graphql`
  query BirdChecklistPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
  }
`;
