/**
 * Gatsby's server-side renderer (the `build-html` and `develop-html` stages) gives every `fetch` in
 * the site's code the node-fetch 2 package, from before Node had a fetch of its own. That package
 * brings an old URL parser whose `require("punycode")` makes Node 24 print a deprecation warning in
 * every build. The site runs on Node 24, whose global `fetch` the renderer can use as it is: the
 * stand-in goes, and with it node-fetch and its URL parser from the render bundle. (No page fetches
 * while it renders: its requests run in the browser, after an event or an effect.)
 */

interface ProvidePlugin {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

const FETCH_KEYS = ["fetch", "global.fetch"];

const isProvide = (plugin: unknown): plugin is ProvidePlugin => (plugin as ProvidePlugin)?.constructor?.name === "ProvidePlugin";

/**
 * The plugins without the fetch stand-in (another definition of the same ProvidePlugin stays);
 * throws if there is none, so a Gatsby that stops providing it is noticed and this is removed.
 */
export function withoutFetchStandIn(plugins: unknown[] | undefined): unknown[] {
  let found = false;
  const kept = (plugins ?? []).filter((plugin) => {
    if (!isProvide(plugin) || !plugin.definitions || !("fetch" in plugin.definitions)) return true;
    found = true;
    for (const key of FETCH_KEYS) delete plugin.definitions[key];
    return Object.keys(plugin.definitions).length > 0;
  });
  if (!found) throw new Error("the server-side renderer no longer provides a `fetch` stand-in to remove");
  return kept;
}
