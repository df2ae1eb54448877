/** @jest-environment node */
import vm from "node:vm";
import TerserPlugin from "terser-webpack-plugin";
import { SWC_MINIFY_OPTIONS, withSwcMinifier } from "./swc-minifier";

interface Options {
  exclude?: unknown;
  parallel?: unknown;
  extractComments?: unknown;
  minimizer: { implementation: unknown; options: Record<string, unknown> };
}
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options;

describe("the browser bundles minified by swc through Gatsby's terser-webpack-plugin", () => {
  const gatsbys = new TerserPlugin({ exclude: /\.min\.js/, parallel: 2, terserOptions: { mangle: { safari10: true } } });
  const cssMinimizer = { constructor: { name: "CssMinimizerPlugin" } };

  it("keeps Gatsby's files, workers and licence comments, and the other minimizers, and minifies with swc", () => {
    const [js, css] = withSwcMinifier([gatsbys, cssMinimizer]);
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js).not.toBe(gatsbys);
    expect(css).toBe(cssMinimizer);
    const { exclude, parallel, extractComments, minimizer } = optionsOf(js);
    expect({ exclude, parallel, extractComments }).toEqual({
      exclude: /\.min\.js/,
      parallel: 2,
      extractComments: optionsOf(gatsbys).extractComments,
    });
    expect(minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(minimizer.options).toEqual(SWC_MINIFY_OPTIONS);
  });

  it("throws when Gatsby no longer minifies with terser-webpack-plugin", () => {
    expect(() => withSwcMinifier([cssMinimizer])).toThrow(/no terser-webpack-plugin/);
    expect(() => withSwcMinifier(undefined)).toThrow(/no terser-webpack-plugin/);
  });

  it("writes smaller code that does the same, with no syntax newer than the input's", async () => {
    // What Babel leaves of `a?.b ?? null` for the browsers the site supports.
    const input = `var found = (function (list, id) {
      var _item$group, _item;
      return (_item$group = (_item = list.find(function (entry) { return entry.id === id; })) === null || _item === void 0 ? void 0 : _item.group) !== null && _item$group !== void 0 ? _item$group : null;
    })([{ id: 1, group: "birds" }], 1);`;
    const { minimizer } = optionsOf(withSwcMinifier([gatsbys])[0]);
    const minify = minimizer.implementation as (input: Record<string, string>, map: undefined, options: unknown) => Promise<{ code: string }>;
    const { code } = await minify({ "bundle.js": input }, undefined, minimizer.options);
    expect(code.length).toBeLessThan(input.length / 2);
    expect(code).not.toMatch(/=>|\?\.|\?\?|\blet\b|\bconst\b/);
    const context: { found?: unknown } = {};
    vm.runInNewContext(code, context);
    expect(context.found).toBe("birds");
  });
});
