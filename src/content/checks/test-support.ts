import type { Content } from "../collections";
import { CONTENT_DIR } from "../content-store";
import { loadContent } from "../load-content";
import { formatProblem, type ContentProblem } from "../problems";
import type { ContentCheck } from "./check";

const siteContent = loadContent(CONTENT_DIR);

/** A private copy of the site's real content that a test may break. */
export function contentCopy(): Content {
  return JSON.parse(JSON.stringify(siteContent)) as Content;
}

/** What `check` says about `content`, one formatted line per problem. */
export function problemsOf(check: ContentCheck, content: Content, contentDir = CONTENT_DIR): string[] {
  const problems: ContentProblem[] = [];
  check.run({ contentDir, content }, problems);
  return problems.map(formatProblem);
}
