/**
 * @jest-environment node
 */
import { withSingleBabelPass } from "./single-babel-pass";

interface LoaderUse {
  loader: string;
}
interface Rule {
  test?: RegExp;
  include?: (file: string) => boolean;
  use?: unknown;
}

/** Gatsby's own rule and gatsby-plugin-typescript's, made by the installed packages as Gatsby makes them. */
function gatsbyRules(stage: string): Rule[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
    createWebpackUtils(stage: string, program: { directory: string; browserslist: string[] }): { rules: { js(options: object): Rule }; loaders: object };
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const typescriptPlugin = require("gatsby-plugin-typescript/gatsby-node") as {
    onCreateWebpackConfig(args: { actions: { setWebpackConfig(config: { module: { rules: Rule[] } }): void }; loaders: object }): void;
  };
  const utils = createWebpackUtils(stage, { directory: process.cwd(), browserslist: [">0.25%", "not dead"] });
  const added: Rule[] = [];
  typescriptPlugin.onCreateWebpackConfig({ actions: { setWebpackConfig: (config) => added.push(...config.module.rules) }, loaders: utils.loaders });
  return [utils.rules.js({ modulesThatUseGatsby: [] }), ...added];
}

/** The loaders webpack runs on a file: those of every rule that matches it, as webpack combines them. */
function loadersFor(rules: Rule[], file: string): string[] {
  return rules
    .filter((rule) => rule.test?.test(file) && (rule.include?.(file) ?? true))
    .flatMap((rule) => (rule.use as (info: { resourceQuery: string; issuer: string }) => LoaderUse[])({ resourceQuery: "", issuer: "" }))
    .map((use) => use.loader);
}

const babel = (loaders: string[]) => loaders.filter((loader) => loader.includes("babel-loader")).length;
const site = `${process.cwd()}/src/components/Card.tsx`;
const packageSource = `${process.cwd()}/node_modules/some-package/src/index.ts`;

describe.each(["build-javascript", "build-html", "develop", "develop-html"])("withSingleBabelPass in Gatsby's %s stage", (stage) => {
  const rules = gatsbyRules(stage);

  it("starts from the installed Gatsby's rules running Babel twice on a site's TypeScript file (else this is no longer needed)", () => {
    expect(babel(loadersFor(rules, site))).toBe(2);
  });

  it("runs Babel once on the site's TypeScript and JavaScript, and still once on a package's TypeScript", () => {
    const { rules: narrowed, narrowed: count } = withSingleBabelPass(rules);
    expect(count).toBe(1);
    for (const file of [site, `${process.cwd()}/src/lib/x.ts`, `${process.cwd()}/gatsby-browser.tsx`, `${process.cwd()}/src/y.js`, packageSource]) {
      expect([file, babel(loadersFor(narrowed as Rule[], file))]).toEqual([file, 1]);
    }
  });
});

describe("withSingleBabelPass on rules it does not recognise", () => {
  it("leaves them as they are", () => {
    const rules = [{ test: /\.css$/, use: [{ loader: "css-loader" }] }];
    expect(withSingleBabelPass(rules)).toEqual({ rules, narrowed: 0 });
    expect(withSingleBabelPass(undefined)).toEqual({ rules: undefined, narrowed: 0 });
  });

  it("keeps a TypeScript rule whose loaders differ from Gatsby's (a plugin's own compiler)", () => {
    const [gatsbyRule] = gatsbyRules("build-javascript");
    const other = { test: /\.tsx?$/, use: () => [{ loader: "/x/ts-loader/index.js" }] };
    const { rules, narrowed } = withSingleBabelPass([gatsbyRule, other]);
    expect(narrowed).toBe(0);
    expect((rules as Rule[])[1]).toBe(other);
  });
});
