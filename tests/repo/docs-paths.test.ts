/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { GENERATED, namedPaths } from "./named-paths";

const ROOT = path.resolve(__dirname, "../..");
/** This repository's own documents: its README and every page of its docs/ folder. */
const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];
describe("the docs name only paths that exist", () => {
  it("finds paths in backticks, and leaves patterns and URLs alone", () => {
    expect(namedPaths("see `src/content/checks/`, `content/locales/{pt,en}/x.json`, `/pt/…`, `npm test` and `src/x.ts`.")).toEqual([
      "src/content/checks/",
      "src/x.ts",
    ]);
  });

  it.each(DOCS)("%s", (doc) => {
    const missing = namedPaths(fs.readFileSync(path.join(ROOT, doc), "utf8")).filter(
      (named) => !GENERATED.test(named) && !fs.existsSync(path.join(ROOT, named)),
    );
    expect(missing).toEqual([]);
  });
});
