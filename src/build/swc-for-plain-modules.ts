import fs from "node:fs";
import path from "node:path";
import { isGatsbyScriptRule, type Rule } from "./single-babel-pass";

/**
 * In a production build Gatsby runs Babel on every module of the site, twice (once for the browser
 * bundles, once for the server-side renderer), on the main thread, which is the build's longest
 * chain. Most of the site's modules need nothing of Gatsby's Babel setup but TypeScript, JSX and the
 * supported browsers' syntax: swc (already the bundles' minifier) does that in native code, off
 * that thread, in a tenth of the time. A module keeps Babel wherever Gatsby's plugins work on it:
 *
 * - a page template (Gatsby strips `config`, `getServerData` and `Head` from it for the browser),
 * - any module that mentions a query (`graphql`, `useStaticQuery`), a static image, a slice or
 *   `getServerData`, or lodash (whose imports a Babel plugin rewrites),
 * - anything outside the site's own TypeScript (packages, JavaScript files).
 *
 * `gatsby develop` and Jest keep Babel for everything; the production builds are tested as built.
 */

/** What in a module's text means one of Gatsby's Babel plugins has work to do on it. */
export const NEEDS_GATSBY_BABEL = /graphql|useStaticQuery|StaticImage|Slice|getServerData|lodash/;

const SITE_TYPESCRIPT = /\.tsx?$/;
const GATSBY_BABEL_LOADER = `${path.sep}gatsby${path.sep}dist${path.sep}utils${path.sep}babel-loader.js`;

interface LoaderUse {
  loader?: string;
  options?: { isPageTemplate?: boolean; reactRuntime?: string; reactImportSource?: string };
}
interface UseInfo {
  resource?: string;
  issuer?: string;
  resourceQuery?: string;
}
type UseFunction = (info: UseInfo) => LoaderUse[];
export interface SwcStage {
  /** The browsers Gatsby's Babel compiles for (Gatsby's `.cache/babelState.json`); none for the renderer. */
  browsers: string[] | null;
}

/** swc-loader's options for a module Babel would have compiled with these options. */
export function swcOptionsFor(file: string, babel: LoaderUse["options"], { browsers }: SwcStage): Record<string, unknown> {
  const automatic = babel?.reactRuntime === "automatic";
  return {
    sourceMaps: true,
    // The renderer runs on this Node; the browser bundles as Babel targets them.
    env: { targets: browsers ?? { node: process.versions.node } },
    jsc: {
      parser: { syntax: "typescript", tsx: file.endsWith(".tsx") },
      transform: {
        react: automatic ? { runtime: "automatic", importSource: babel?.reactImportSource ?? "react" } : { runtime: "classic" },
      },
    },
  };
}

/**
 * The rules with Gatsby's script rule choosing swc for the site's plain TypeScript modules in the
 * production stages; and whether that rule was found (a Gatsby whose rules change shape is noticed).
 */
export function withSwcForPlainModules(
  rules: unknown,
  stageOf: () => SwcStage,
  { readSource = (file: string) => fs.readFileSync(file, "utf8"), swcLoader = require.resolve("swc-loader") } = {},
): { rules: unknown; found: boolean } {
  if (!Array.isArray(rules)) return { rules, found: false };
  let found = false;
  let stage: SwcStage | null = null;
  const result = (rules as Rule[]).map((rule) => {
    if (!isGatsbyScriptRule(rule) || typeof rule.use !== "function") return rule;
    found = true;
    const use = rule.use as UseFunction;
    return {
      ...rule,
      use: (info: UseInfo) => {
        const loaders = use(info);
        const file = info.resource ?? "";
        const babel = loaders.length === 1 && loaders[0]?.loader?.endsWith(GATSBY_BABEL_LOADER) ? loaders[0] : null;
        if (!babel || babel.options?.isPageTemplate || !SITE_TYPESCRIPT.test(file) || file.includes(`${path.sep}node_modules${path.sep}`)) return loaders;
        if (NEEDS_GATSBY_BABEL.test(readSource(file))) return loaders;
        stage ??= stageOf();
        return [{ loader: swcLoader, options: swcOptionsFor(file, babel.options, stage) }];
      },
    };
  });
  return { rules: result, found };
}

/** The browsers Gatsby's Babel preset targets, as Gatsby wrote them for its loaders before webpack starts. */
export function gatsbyBabelBrowsers(directory: string): string[] {
  const state = JSON.parse(fs.readFileSync(path.join(directory, ".cache", "babelState.json"), "utf8")) as { browserslist?: unknown };
  if (!Array.isArray(state.browserslist) || state.browserslist.length === 0) throw new Error("Gatsby's .cache/babelState.json names no browsers");
  return state.browserslist.map(String);
}
