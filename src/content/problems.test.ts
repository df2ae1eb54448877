import { z } from "zod";
import { describeValue, formatProblem, problemsFromIssues } from "./problems";

describe("problems", () => {
  it("print an excerpt under the message line", () => {
    expect(formatProblem({ file: "a.json", path: ["x"], expected: "expected a value", got: "the end of the file", excerpt: ["  1 | {", "    |  ^"] })).toBe(
      "content/a.json › x: expected a value, got the end of the file\n  1 | {\n    |  ^",
    );
  });

  it("call an empty list by its name", () => {
    expect(describeValue([])).toBe("an empty list");
    expect(describeValue([1, 2])).toBe("a list of 2");
  });

  it("count list entries in good English", () => {
    const issues = (schema: z.ZodType, value: unknown) => problemsFromIssues("a.json", schema.safeParse(value, { reportInput: true }).error?.issues ?? []);
    expect(issues(z.array(z.int()).min(1), []).map(formatProblem)).toEqual(["content/a.json › (whole file): expected at least 1 entry, got an empty list"]);
    expect(issues(z.array(z.int()).max(2), [1, 2, 3]).map(formatProblem)).toEqual([
      "content/a.json › (whole file): expected at most 2 entries, got a list of 3",
    ]);
  });
});
