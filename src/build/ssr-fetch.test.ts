import { withoutFetchStandIn } from "./ssr-fetch";

// Stand-ins named as webpack's plugins are: the step finds them by their constructor's name.
class ProvidePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}

describe("the renderer's fetch", () => {
  it("is Node's own: Gatsby's node-fetch stand-in leaves the plugins, every other plugin and definition stays", () => {
    const define = new DefinePlugin({ A: "1" });
    const provide = new ProvidePlugin({ fetch: "/node_modules/node-fetch/lib/index.js", "global.fetch": "/node_modules/node-fetch/lib/index.js" });
    const other = new ProvidePlugin({ process: "process/browser" });
    expect(withoutFetchStandIn([define, provide, other])).toEqual([define, other]);

    const shared = new ProvidePlugin({ fetch: "node-fetch", Buffer: "buffer" });
    expect(withoutFetchStandIn([shared])).toEqual([shared]);
    expect(shared.definitions).toEqual({ Buffer: "buffer" });
  });

  it("throws when Gatsby no longer provides one, so the step is removed rather than silently doing nothing", () => {
    expect(() => withoutFetchStandIn([new ProvidePlugin({ process: "process/browser" })])).toThrow(/fetch/);
    expect(() => withoutFetchStandIn(undefined)).toThrow(/fetch/);
  });
});
