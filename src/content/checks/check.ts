import type { Content } from "../collections";
import type { ContentProblem } from "../problems";

/** What every check is given: content whose files each passed their schema, and the folder they came from. */
export interface CheckInput {
  contentDir: string;
  content: Content;
}

/** One rule that no single value's schema can state; it adds each mistake it finds to `problems`. */
export interface ContentCheck {
  /** What the rule ensures, as a sentence (it names the check in test output). */
  name: string;
  run(input: CheckInput, problems: ContentProblem[]): void;
}
