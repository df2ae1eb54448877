/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gatsbyBabelBrowsers, NEEDS_GATSBY_BABEL, withSwcForPlainModules } from "./swc-for-plain-modules";

interface LoaderUse {
  loader: string;
  options?: Record<string, unknown> & { env?: { targets?: unknown }; jsc?: { parser?: { tsx?: boolean }; transform?: { react?: { runtime?: string } } } };
}
interface Rule {
  test?: RegExp;
  include?: (file: string) => boolean;
  use?: (info: { resource: string; issuer: string; resourceQuery: string }) => LoaderUse[];
}

/** Gatsby's own script rule, made by the installed Gatsby as it makes it for a stage. */
function gatsbyScriptRule(stage: string): Rule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
    createWebpackUtils(stage: string, program: { directory: string; browserslist: string[] }): { rules: { js(options: object): Rule } };
  };
  return createWebpackUtils(stage, { directory: process.cwd(), browserslist: [">0.25%", "not dead"] }).rules.js({ modulesThatUseGatsby: [] });
}

const BROWSERS = ["chrome 120", "safari 17"];
const site = (file: string) => path.join(process.cwd(), "src", file);
const PLAIN = `import React from "react";\nexport function Badge({ label }: { label: string }): React.ReactElement {\n  return <b title={label ?? "none"}>{label}</b>;\n}\n`;

function loadersFor(stage: string, file: string, source: string, issuer = site("components/Page.tsx")) {
  const { rules, found } = withSwcForPlainModules([gatsbyScriptRule(stage)], () => ({ browsers: stage === "build-javascript" ? BROWSERS : null }), {
    readSource: () => source,
  });
  expect(found).toBe(true);
  const [rule] = rules as Rule[];
  return rule?.use?.({ resource: file, issuer, resourceQuery: "" }) ?? [];
}
const swcLoader = require.resolve("swc-loader");

describe("withSwcForPlainModules on Gatsby's own script rule", () => {
  it("gives a plain TypeScript module of the site to swc, for Babel's browsers in the browser stage and this Node in the renderer's", () => {
    const [browser] = loadersFor("build-javascript", site("components/Badge/index.tsx"), PLAIN);
    expect(browser?.loader).toBe(swcLoader);
    expect(browser?.options?.env?.targets).toEqual(BROWSERS);
    expect(browser?.options?.jsc?.parser?.tsx).toBe(true);
    // Gatsby's default JSX runtime, as its Babel preset uses it.
    expect(browser?.options?.jsc?.transform?.react?.runtime).toBe("classic");
    const [renderer] = loadersFor("build-html", site("lib/plain.ts"), "export const two = 1 + 1;");
    expect(renderer?.loader).toBe(swcLoader);
    expect(renderer?.options?.env?.targets).toEqual({ node: process.versions.node });
    expect(renderer?.options?.jsc?.parser?.tsx).toBe(false);
  });

  it("leaves to Babel what Gatsby's Babel plugins work on: queries, static images, page templates, packages, JavaScript", () => {
    const babel = (loaders: LoaderUse[]) => loaders.map((use) => use.loader).join() === require.resolve("gatsby/dist/utils/babel-loader");
    const stage = "build-javascript";
    expect(babel(loadersFor(stage, site("components/A.tsx"), `${PLAIN}export const query = graphql\`{ site { id } }\`;`))).toBe(true);
    expect(babel(loadersFor(stage, site("components/A.tsx"), `${PLAIN}const data = useStaticQuery(q);`))).toBe(true);
    expect(babel(loadersFor(stage, site("components/A.tsx"), `import { StaticImage } from "gatsby-plugin-image";`))).toBe(true);
    expect(babel(loadersFor(stage, site("components/A.tsx"), `import pick from "lodash/pick";`))).toBe(true);
    expect(
      babel(
        loadersFor(stage, site("templates/plain.tsx"), PLAIN, path.join(process.cwd(), ".cache", "_this_is_virtual_fs_path_", "$virtual", "async-requires.js")),
      ),
    ).toBe(true);
    expect(babel(loadersFor(stage, path.join(process.cwd(), "node_modules", "some-package", "index.ts"), PLAIN))).toBe(true);
    expect(babel(loadersFor(stage, site("plain.js"), "export const two = 1 + 1;"))).toBe(true);
  });

  it("asks for the stage's browsers only when a module goes to swc, and finds nothing in rules of another shape", () => {
    const stageOf = jest.fn(() => ({ browsers: BROWSERS }));
    const other = [{ test: /\.css$/, use: () => [{ loader: "css-loader" }] }];
    const { rules, found } = withSwcForPlainModules(other, stageOf);
    expect(found).toBe(false);
    expect(rules).toEqual(other);
    expect(stageOf).not.toHaveBeenCalled();
  });

  it("its options make swc write the module as Babel would for the browsers: types gone, JSX to React.createElement, imports kept", () => {
    const [use] = loadersFor("build-javascript", site("components/Badge/index.tsx"), PLAIN);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const swc = require("@swc/core") as typeof import("@swc/core");
    const { code } = swc.transformSync(PLAIN, { ...(use?.options as object), filename: "index.tsx", sourceMaps: false });
    expect(code).toContain('import React from "react"');
    expect(code).toContain("React.createElement");
    expect(code).not.toMatch(/:\s*string|ReactElement/);
    expect(code).toContain("??");
  });
});

describe("what keeps a module on Babel", () => {
  it("is any mention of what Gatsby's plugins rewrite", () => {
    for (const text of ["graphql`", "useStaticQuery(", "<StaticImage", "<Slice", "getServerData", 'from "lodash"'])
      expect(NEEDS_GATSBY_BABEL.test(text)).toBe(true);
    expect(NEEDS_GATSBY_BABEL.test(PLAIN)).toBe(false);
  });
});

describe("gatsbyBabelBrowsers", () => {
  it("reads the browsers Gatsby wrote for its Babel preset, and refuses a file that names none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "babel-state-"));
    fs.mkdirSync(path.join(dir, ".cache"));
    fs.writeFileSync(path.join(dir, ".cache", "babelState.json"), JSON.stringify({ browserslist: [">0.25% and supports es6-module"] }));
    expect(gatsbyBabelBrowsers(dir)).toEqual([">0.25% and supports es6-module"]);
    fs.writeFileSync(path.join(dir, ".cache", "babelState.json"), JSON.stringify({ stages: {} }));
    expect(() => gatsbyBabelBrowsers(dir)).toThrow(/names no browsers/);
    fs.rmSync(dir, { recursive: true });
  });
});
