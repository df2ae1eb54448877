/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * gatsby-worker, patched (docs/PATCHES.md): a worker whose event loop something keeps alive ends by
 * itself soon after the pool's END, instead of being killed after the pool's one-second wait. Runs
 * the installed pool with real child processes.
 */
describe("gatsby-worker's pool end, patched", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-end-"));
    // Stands for what keeps Gatsby's query workers alive: a handle nothing closes.
    fs.writeFileSync(path.join(dir, "worker.js"), "setInterval(() => {}, 60_000);\nexports.ping = async () => 'pong';\n");
    // The pool runs in a plain Node process of its own: its workers are forked with that process's arguments.
    fs.writeFileSync(
      path.join(dir, "pool.js"),
      [
        `const { WorkerPool } = require(${JSON.stringify(require.resolve("gatsby-worker"))});`,
        `const pool = new WorkerPool(${JSON.stringify(path.join(dir, "worker.js"))}, { numWorkers: 2 });`,
        "(async () => {",
        "  const pongs = await Promise.all(pool.all.ping());",
        "  const started = Date.now();",
        "  const codes = await Promise.all(pool.end());",
        "  console.log(JSON.stringify({ pongs, codes, ms: Date.now() - started }));",
        "  process.exit(0);",
        "})();",
      ].join("\n"),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a worker kept alive ends itself, cleanly and well within the pool's second", () => {
    const output = execFileSync(process.execPath, [path.join(dir, "pool.js")], { timeout: 20_000, encoding: "utf8" });
    const { pongs, codes, ms } = JSON.parse(output) as { pongs: string[]; codes: Array<number | null>; ms: number };
    expect(pongs).toEqual(["pong", "pong"]);
    // Unpatched, the pool kills each worker after 1 s: no exit code, a signal.
    expect(codes).toEqual([0, 0]);
    expect(ms).toBeLessThan(900);
  });
});
