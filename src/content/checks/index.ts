import { announcedSection } from "./announced-section";
import { articleRoutesHavePages } from "./article-routes-have-pages";
import type { CheckInput, ContentCheck } from "./check";
import { documentFiles } from "./document-files";
import { ebirdLocations } from "./ebird-locations";
import { entryAddresses } from "./entry-addresses";
import { entryRelations } from "./entry-relations";
import { imageFiles } from "./image-files";
import { knownTokens } from "./known-tokens";
import { oneHomeRoute } from "./one-home-route";
import { pageListsNotEmpty } from "./page-lists";
import { pagesBelongToRoutes } from "./pages-belong-to-routes";
import { redirectsHideNoPage } from "./redirects-hide-no-page";
import { routeReferences } from "./route-references";
import { textLengths } from "./text-limits";
import { trailDurations } from "./trail-durations";
import { uniqueValues } from "./unique-values";
import type { ContentProblem } from "../problems";

/** The checks that run once every file has passed its own schema: references, files, uniqueness, lengths, consistency. */
export const CONTENT_CHECKS: readonly ContentCheck[] = [
  pageListsNotEmpty,
  uniqueValues,
  entryAddresses,
  entryRelations,
  routeReferences,
  imageFiles,
  documentFiles,
  knownTokens,
  textLengths,
  oneHomeRoute,
  pagesBelongToRoutes,
  articleRoutesHavePages,
  trailDurations,
  redirectsHideNoPage,
  announcedSection,
  ebirdLocations,
];

export function runChecks(input: CheckInput, problems: ContentProblem[]): void {
  for (const check of CONTENT_CHECKS) check.run(input, problems);
}
