import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../lib/files/files-under";

/**
 * Webpack keeps its cache of a build stage for the next build (a content edit rebuilds in seconds)
 * and drops it when a "build dependency" changes: the code that configures webpack and its loaders.
 * To know that code it follows, when it first stores the cache, every `require` of every such file
 * through Node's module cache, file by file, resolving each again. In the Gatsby process Gatsby's own
 * configuration and babel loader reach thousands of files of node_modules: 16 to 20 s of a cold build
 * on two cores, once for the browser bundles and once for the renderer.
 *
 * Every one of those files belongs to an installed package, which the lockfile pins (and `patches/`
 * amends). So the cache depends on those files instead: every build dependency inside node_modules is
 * replaced by package.json, package-lock.json and the patches, which webpack hashes without following
 * anything. The site's own ones (the compiled gatsby-node) stay as they are.
 */

export interface BuildDependencySet {
  values(): Iterable<string>;
  clear(): void;
  add(item: string): unknown;
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** The files that pin every installed package: the manifest, the lockfile and each patch, by absolute path. */
export function installationFiles(root: string): string[] {
  const patches = path.join(root, "patches");
  const patchFiles = fs.existsSync(patches) ? filesUnder(patches, (name) => name.endsWith(".patch")).sort() : [];
  return [path.join(root, "package.json"), path.join(root, "package-lock.json"), ...patchFiles];
}

/** Replaces the dependencies inside node_modules by the installation files; returns how many it replaced. */
export function pinInstalledDependencies(dependencies: BuildDependencySet, installation: readonly string[]): number {
  const all = [...dependencies.values()];
  const own = all.filter((dependency) => !dependency.includes(NODE_MODULES));
  dependencies.clear();
  for (const dependency of [...own, ...installation]) dependencies.add(dependency);
  return all.length - own.length;
}

interface DoneHookCompiler {
  hooks: { done: { tap(name: string, callback: (stats: { compilation: { buildDependencies: BuildDependencySet } }) => void): void } };
}

/**
 * A webpack plugin: when a compilation is done, and before webpack stores its build dependencies
 * (which it does right after the `done` hook), pins them as above. The installation files are listed
 * once, not at every compilation (`gatsby develop` compiles at every save).
 */
export class PinnedBuildDependencies {
  private readonly installation: string[];

  constructor(root: string) {
    this.installation = installationFiles(root);
  }

  apply(compiler: DoneHookCompiler): void {
    compiler.hooks.done.tap("PinnedBuildDependencies", ({ compilation }) => {
      pinInstalledDependencies(compilation.buildDependencies, this.installation);
    });
  }
}
