import type { Content } from "../collections";
import { FIXTURE_CONTENT_DIR, fixtureCopy } from "../../test-utils/fixture-content";
import { formatProblem, type ContentProblem } from "../problems";
import type { ContentCheck } from "./check";

/** A private copy of the fixture content (tests/fixtures/content/) that a test may break. */
export function contentCopy(): Content {
  return fixtureCopy();
}

/** What `check` says about `content`, one formatted line per problem. */
export function problemsOf(check: ContentCheck, content: Content, contentDir = FIXTURE_CONTENT_DIR): string[] {
  const problems: ContentProblem[] = [];
  check.run({ contentDir, content }, problems);
  return problems.map(formatProblem);
}
