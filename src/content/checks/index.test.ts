import { CONTENT_CHECKS, runChecks } from ".";
import type { ContentProblem } from "../problems";
import { contentCopy } from "./test-support";
import { CONTENT_DIR } from "../content-store";

describe("content checks", () => {
  it("have distinct names", () => {
    const names = CONTENT_CHECKS.map((check) => check.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("find nothing wrong with the site's own content", () => {
    const problems: ContentProblem[] = [];
    runChecks({ contentDir: CONTENT_DIR, content: contentCopy() }, problems);
    expect(problems).toEqual([]);
  });

  it("all run, each adding its own findings", () => {
    const content = contentCopy();
    content.gallery = [];
    content.trails[0]!.durationHours = 7;
    const problems: ContentProblem[] = [];
    runChecks({ contentDir: CONTENT_DIR, content }, problems);
    expect(problems.map((problem) => problem.file)).toEqual(["gallery.json", "trails.json"]);
  });
});
