/**
 * @jest-environment node
 */
import fs from "node:fs";

/**
 * Gatsby's build, patched (docs/PATCHES.md): the worker processes that ran the page queries render
 * the pages' HTML too, instead of the pool being restarted between the two (two more Gatsby processes
 * to boot, about 2 s of every build, cold or not). Reads the installed build command: the behaviour
 * itself (every page rendered, byte for byte as with a restart) is what the build-output tests check.
 */
describe("Gatsby's build command, patched", () => {
  const source = fs.readFileSync(require.resolve("gatsby/dist/commands/build.js"), "utf8");

  it("renders the pages with the pool that ran the queries, never restarting it", () => {
    const queries = source.indexOf("runQueriesInWorkersQueue)(workerPool");
    const pages = source.indexOf("buildHTMLPagesAndDeleteStaleArtifacts)({");
    expect(queries).toBeGreaterThan(0);
    expect(pages).toBeGreaterThan(queries);
    // Unpatched: `waitForWorkerPoolRestart = workerPool.restart();` right after the queries.
    expect(source).not.toMatch(/\.restart\(\)/);
    expect(source.slice(pages, pages + 120)).toMatch(/^buildHTMLPagesAndDeleteStaleArtifacts\)\(\{\s*program,\s*workerPool,/);
  });
});
