/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { installationFiles, PinnedBuildDependencies, pinInstalledDependencies } from "./build-dependencies";

const root = path.resolve(__dirname, "../..");

describe("webpack's build dependencies pinned to the installation", () => {
  it("replaces every dependency inside node_modules by the manifest, the lockfile and the patches, and keeps the site's own", () => {
    const own = path.join(root, ".cache/compiled/gatsby-node.js");
    const dependencies = new Set([path.join(root, "node_modules/gatsby/dist/utils/webpack.config.js"), own, path.join(root, "node_modules/webpack/lib/")]);
    expect(pinInstalledDependencies(dependencies, installationFiles(root))).toBe(2);
    expect([...dependencies]).toEqual([own, ...installationFiles(root)]);
  });

  it("names the manifest, the lockfile and every patch, all of which exist", () => {
    const files = installationFiles(root);
    expect(files.slice(0, 2)).toEqual([path.join(root, "package.json"), path.join(root, "package-lock.json")]);
    const patches = fs.readdirSync(path.join(root, "patches")).filter((name) => name.endsWith(".patch"));
    expect(files.slice(2).map((file) => path.basename(file))).toEqual(patches.sort());
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
  });

  it("is what webpack stores with its cache after a real compilation with a loader from node_modules", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pinned-deps-"));
    fs.writeFileSync(path.join(dir, "entry.js"), 'import text from "./words.txt"; console.log(text);\n');
    fs.writeFileSync(path.join(dir, "words.txt"), "birds\n");
    const logged: string[] = [];
    const capture = (...parts: unknown[]) => void logged.push(parts.join(" "));
    const compiler = webpack({
      mode: "production",
      context: dir,
      entry: "./entry.js",
      output: { path: path.join(dir, "out") },
      module: { rules: [{ test: /\.txt$/, use: require.resolve("raw-loader") }] },
      cache: { type: "filesystem", cacheDirectory: path.join(dir, "cache") },
      infrastructureLogging: { level: "verbose", debug: /PackFileCacheStrategy/, console: { ...console, log: capture, debug: capture, info: capture } },
      plugins: [new PinnedBuildDependencies(root)],
    });
    try {
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(String(stats))) : resolve())),
      );
      await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const captured = logged.find((line) => line.includes("Capturing build dependencies"))?.replace(/^\[[^\]]+\] /, "");
    // Without the plugin webpack lists webpack/lib/ and raw-loader here, and follows each through node_modules.
    expect(captured).toBe(`Capturing build dependencies... (${installationFiles(root).join(", ")})`);
  }, 30_000);
});
