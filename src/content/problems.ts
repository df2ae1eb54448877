import type { z } from "zod";

/** A content mistake, reported to editors as `file › JSON path: expected …, got …`. */
export interface ContentProblem {
  file: string;
  /** The line of the file the value is on, when the check knows it (`content/trails.json:57 › …`). */
  line?: number;
  path: PropertyKey[];
  expected: string;
  got: string;
  /** Lines printed under the message, e.g. the line of a file where its JSON breaks, with a caret under the column. */
  excerpt?: readonly string[];
}

export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(whole file)";
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`)).join("");
}

export function formatProblem(problem: ContentProblem): string {
  const place = problem.line === undefined ? `content/${problem.file}` : `content/${problem.file}:${problem.line}`;
  const line = `${place} › ${jsonPath(problem.path)}: ${problem.expected}, got ${problem.got}`;
  return problem.excerpt ? [line, ...problem.excerpt].join("\n") : line;
}

/** A short, readable account of a value an editor wrote. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") {
    const shown = value.length > 40 ? `${value.slice(0, 37)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : `a list of ${value.length}`;
  return "an object";
}

export const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
const entries = (count: number | bigint) => `${count} ${count === 1 ? "entry" : "entries"}`;

function expectationOf(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith("expected")) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return `expected ${article(issue.expected)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "too_small":
      return issue.origin === "array" ? `expected at least ${entries(issue.minimum)}` : `expected at least ${issue.minimum}`;
    case "too_big":
      return issue.origin === "array" ? `expected at most ${entries(issue.maximum)}` : `expected at most ${issue.maximum}`;
    case "invalid_format":
      return `expected ${issue.format} format`;
    default:
      return `expected valid content (${issue.message})`;
  }
}

/** Turns zod's issues (parsed with `reportInput: true`) into editor-facing problems. */
export function problemsFromIssues(file: string, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === "unrecognized_keys") {
      const input = (issue.input ?? {}) as Record<string, unknown>;
      return issue.keys.map((key) => ({
        file,
        path: [...issue.path, key],
        expected: "expected no such field (check its spelling)",
        got: describeValue(input[key]),
      }));
    }
    return [{ file, path: issue.path, expected: expectationOf(issue), got: describeValue(issue.input) }];
  });
}

/** Thrown when content is invalid; the message lists every problem, one per line. */
export class ContentValidationError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? "" : "s"}:\n${problems.map(formatProblem).join("\n")}`);
    this.name = "ContentValidationError";
  }
}
