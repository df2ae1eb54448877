import "../src/styles/shared";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { ArticleScreen } from "../src/components/ArticleScreen";
import { Checklist } from "../src/components/Checklist";
import { ChecklistDownloads } from "../src/components/Checklist/ChecklistDownloads";
import { PageHead } from "../src/components/PageFrame";
import { FieldKitSave } from "../src/components/FieldKitSave";
import { WalkLog } from "../src/components/WalkLog";
import type { ChecklistFilter, ChecklistPageContext } from "../src/content/checklist-page";
import type { ChecklistDownloadsContext } from "../src/content/checklist-files";
import { monthName } from "../src/lib/format/business-constants";
import type { Language } from "../src/lib/i18n/languages";
import type { LocaleEdges } from "../src/lib/i18n/locale-data";

/**
 * The bird checklist from the lodge's eBird records: made only when records were imported (gatsby-node), for the year, a month or a trail.
 *
 * Outside src/ because a build may make no page with it: Gatsby reads the page queries of every file
 * under src/, and warns in each build (and at each start of the CMS preview) of one no page uses; a
 * template elsewhere has its query read only when a page is made with it. The query has no name for
 * the same reason: Gatsby would write a type for a named one into src/gatsby-types.d.ts in the builds
 * that make the page and drop it in the others. Its data is the article shell's, typed by that fragment.
 */
export default function BirdChecklistPage({ data, pageContext }: PageProps<Queries.ArticleShellFragment, ChecklistPageContext & ChecklistDownloadsContext>) {
  return (
    <ArticleScreen
      shell={data}
      article={data.articlePage}
      page={pageContext}
      title={narrowedTitle(data.route?.title, pageContext.checklist.filter, pageContext.language)}
    >
      {pageContext.downloads && <ChecklistDownloads {...pageContext.downloads} language={pageContext.language} />}
      <Checklist checklist={pageContext.checklist} language={pageContext.language} path={pageContext.alternates[pageContext.language]} />
      <WalkLog language={pageContext.language} trailId={null} />
      <FieldKitSave language={pageContext.language} />
    </ArticleScreen>
  );
}

/** A month's or a trail's page is titled with it, in its heading and in results and tabs; the year's has the route's title. */
function narrowedTitle(routeTitle: string | undefined, filter: ChecklistFilter | null, language: Language): string | undefined {
  if (filter === null || routeTitle === undefined) return undefined;
  return `${routeTitle}: ${filter.kind === "month" ? monthName(filter.month, language) : filter.trail}`;
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticleShellFragment & { locales: LocaleEdges | null }, ChecklistPageContext>) {
  const title = narrowedTitle(data.route?.title, pageContext.checklist.filter, pageContext.language);
  return <PageHead shell={data} page={pageContext} locales={data.locales} title={title} />;
}

export const query = graphql`
  query ($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...ArticleShell
  }
`;
