/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { GENERATED, namedPaths } from "./named-paths";

const ROOT = path.resolve(__dirname, "../..");
const DOCS = ["README.md", "docs/ARCHITECTURE.md", "docs/CONTENT.md", "docs/DEPLOY.md", "docs/PATCHES.md"];
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
