/** @jest-environment node */
import { entryRedirects, listedEntries } from "../content/entry-pages";
import { siteRedirects } from "../content/redirects";
import fs from "node:fs";
import { NormalModuleReplacementPlugin } from "webpack";
import os from "node:os";
import path from "node:path";
import type { Actions, BuildArgs, CreatePagesArgs, CreateWebpackConfigArgs, NodeInput, ParentSpanPluginArgs, PluginOptions, CreateNodeArgs } from "gatsby";
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node";
import { jsonNodeType } from "../content/source-nodes";
import {
  BROWSER_STUBS,
  PLUGIN_I18N_STAND_INS,
  PRE_PAINT_CONSTANT,
  createPages,
  onCreateWebpackConfig,
  onPostBuild,
  onPreBootstrap,
  onCreateNode,
} from "./gatsby-hooks";
import { shortClassName } from "./short-class-names";
import { PinnedBuildDependencies } from "./build-dependencies";
import TerserPlugin from "terser-webpack-plugin";
import { CONTENT_DIR, loadedDigest, siteContent } from "../content/content-store";
import { collections } from "../content/collections";
import { lodgeValuesNotice } from "../content/lodge-values";
import { documentsNotice } from "./documents";
import { pathOf } from "../../tests/support/site-content";
import { checklistFilePaths } from "../content/checklist-files";
import { LANGUAGES } from "../lib/i18n/languages";
import { allPathsOf } from "../lib/routing/routes";

const options = { plugins: [] } as PluginOptions;

/** Stands for the plugin Gatsby builds CSS with: found by its class name, given an insert function. */
class MiniCssExtractPlugin {
  runtimeOptions: { insert?: unknown } = {};
  options: { ignoreOrder?: boolean; experimentalUseImportModule?: boolean } = {};
}
/** Stands for webpack's ProvidePlugin, with which Gatsby gives the renderer node-fetch as `fetch`. */
class ProvidePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}
const noop = () => undefined;

describe("gatsby-node hooks, called as Gatsby calls them", () => {
  it("onCreateWebpackConfig sets the chunk timeout and short class names, and swaps stand-ins into the production browser bundle only", () => {
    const configFor = (stage: string) => {
      const replaceWebpackConfig = jest.fn();
      const cssModules = {
        loader: "/x/node_modules/css-loader/dist/cjs.js",
        options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]", getLocalIdent: undefined as unknown } },
      };
      const cacheGroups: Record<string, unknown> = { styles: { name: "styles" }, commons: { name: "commons" } };
      const config = {
        module: { rules: [{ oneOf: [{ use: [{ loader: "style-loader" }, cssModules] }] }] },
        resolve: { alias: { react: "/r" } },
        optimization: { splitChunks: { cacheGroups }, minimizer: [new TerserPlugin({ exclude: /\.min\.js/ })] },
        // A stage given a disk cache (the production ones here) gets its build dependencies pinned; one without, nothing.
        ...(stage.startsWith("build-") ? { cache: { type: "filesystem" } } : {}),
        plugins: [new MiniCssExtractPlugin(), ...(stage.endsWith("-html") ? [new ProvidePlugin({ fetch: "node-fetch", "global.fetch": "node-fetch" })] : [])],
      };
      // Gatsby's `plugins.define` makes webpack's DefinePlugin; this stand-in keeps what it was given.
      const plugins = {
        define: (definitions: Record<string, string>) => ({ definitions }),
        normalModuleReplacement: (request: RegExp, replacement: string) => new NormalModuleReplacementPlugin(request, replacement),
      };
      onCreateWebpackConfig?.(
        { stage, actions: { replaceWebpackConfig }, getConfig: () => config, plugins } as unknown as CreateWebpackConfigArgs,
        options,
        noop,
      );
      expect(replaceWebpackConfig).toHaveBeenCalledTimes(1);
      return {
        replaced: replaceWebpackConfig.mock.calls[0]?.[0] as typeof config & {
          output: { chunkLoadTimeout: number; clean?: { keep(asset: string): boolean } };
          devtool?: string;
        },
        cssModules,
      };
    };
    const browser = configFor("build-javascript");
    expect(browser.replaced.output.chunkLoadTimeout).toBe(120_000);
    // Gatsby's own worker registration, which no plugin asks for, is replaced in the browser bundle only.
    const replacing = (stage: string) =>
      (configFor(stage).replaced.plugins ?? []).filter(
        (plugin: unknown) => plugin instanceof NormalModuleReplacementPlugin && plugin.resourceRegExp.test("./register-service-worker"),
      ).length;
    expect(["build-javascript", "build-html", "develop"].map(replacing)).toEqual([1, 0, 0]);
    // The i18n plugin's own requests of react-i18next and outdent get the stand-ins; the site's keep the packages.
    const i18nReplacement = (browser.replaced.plugins as unknown[]).find(
      (plugin): plugin is NormalModuleReplacementPlugin => plugin instanceof NormalModuleReplacementPlugin && plugin.resourceRegExp.test("react-i18next"),
    ) as unknown as { newResource: (resource: { request: string; context: string }) => void };
    const requested = (request: string, context: string) => {
      const resource = { request, context };
      i18nReplacement.newResource(resource);
      return resource.request;
    };
    const pluginDir = path.join(path.sep, "site", "node_modules", "gatsby-plugin-react-i18next", "dist", "plugin");
    expect(requested("react-i18next", pluginDir)).toBe(PLUGIN_I18N_STAND_INS["react-i18next"]);
    expect(requested("outdent", pluginDir)).toBe(PLUGIN_I18N_STAND_INS["outdent"]);
    expect(requested("react-i18next", path.join(path.sep, "site", "src", "components"))).toBe("react-i18next");
    // Maps for error reports, named by no script; earlier builds' bundles removed, everything else kept.
    expect(browser.replaced.devtool).toBe("hidden-source-map");
    const keep = (asset: string) => browser.replaced.output.clean?.keep(asset);
    for (const stale of [
      "app-0123456789abcdef0123.js",
      "styles.0123456789abcdef0123.css",
      "454-0123456789abcdef0123.js.map",
      "framework-0123456789abcdef0123.js.LICENSE.txt",
    ]) {
      expect([stale, keep(stale)]).toEqual([stale, false]);
    }
    for (const other of ["index.html", "pt/index.html", "page-data/app-data.json", "static/0123456789abcdef0123.js", "_headers", "admin/cms-setup.js"]) {
      expect([other, keep(other)]).toEqual([other, true]);
    }
    expect(browser.replaced.resolve.alias).toEqual({ react: "/r", ...BROWSER_STUBS });
    expect(browser.cssModules.options.modules.getLocalIdent).toBe(shortClassName);
    expect(typeof (browser.replaced.plugins[0] as MiniCssExtractPlugin).runtimeOptions.insert).toBe("function");
    // Stylesheets built inside the compilation, not in child compilations whose hashes only a cold build has.
    expect((browser.replaced.plugins[0] as MiniCssExtractPlugin).options.experimentalUseImportModule).toBe(true);
    // The site's one stylesheet gives way to stylesheets that follow the templates using them.
    expect(Object.keys(browser.replaced.optimization.splitChunks.cacheGroups).sort()).toEqual(["commons", "sharedStyles"]);
    // Minified by swc, through the same plugin (swc-minifier.ts).
    const [minimizer] = browser.replaced.optimization.minimizer as unknown as Array<{ options: { minimizer: { implementation: unknown } } }>;
    expect(minimizer?.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    const html = configFor("build-html");
    // The renderer gets both pre-paint scripts, minified, as a constant; the browser bundle never does.
    // Node's own fetch in the renderer: Gatsby's node-fetch stand-in is gone.
    expect(html.replaced.plugins.some((plugin) => plugin instanceof ProvidePlugin)).toBe(false);
    const defined = html.replaced.plugins.find((plugin): plugin is never => "definitions" in plugin) as { definitions: Record<string, string> } | undefined;
    const scripts = JSON.parse(defined?.definitions[PRE_PAINT_CONSTANT] ?? "{}") as Record<string, string>;
    expect(Object.keys(scripts).sort()).toEqual(["bare", "inLanguage"]);
    expect(scripts["bare"]).toContain("__prePaintPage__");
    expect(browser.replaced.plugins.some((plugin) => "definitions" in plugin)).toBe(false);
    expect(html.replaced.resolve.alias).toEqual({ react: "/r" });
    expect(html.replaced.output).toEqual({ chunkLoadTimeout: 120_000 });
    expect(html.replaced.devtool).toBeUndefined();
    expect(html.cssModules.options.modules.getLocalIdent).toBe(shortClassName);
    // The development bundle's one chunk of every template's stylesheets warns of no order; the production bundles keep theirs.
    expect((configFor("develop").replaced.plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true);
    // A cached stage's cache depends on the lockfile, not on following node_modules file by file (build-dependencies.ts).
    const pinned = (stage: string) => configFor(stage).replaced.plugins.some((plugin) => plugin instanceof PinnedBuildDependencies);
    expect(["build-javascript", "build-html", "develop"].map(pinned)).toEqual([true, true, false]);
    expect((browser.replaced.plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBeUndefined();
    for (const stub of Object.values(BROWSER_STUBS)) expect(fs.existsSync(stub)).toBe(true);
    // A config without CSS modules means Gatsby changed its loaders: the build stops rather than mismatch names.
    expect(() =>
      onCreateWebpackConfig?.(
        { stage: "develop", actions: { replaceWebpackConfig: noop }, getConfig: () => ({ module: { rules: [] } }) } as unknown as CreateWebpackConfigArgs,
        options,
        noop,
      ),
    ).toThrow("no CSS module loader");
  });

  it("onPreBootstrap accepts the site's content without panicking, and names the values the lodge has to supply in one notice", async () => {
    const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() };
    // An empty data directory: the guest photos step finds none approved. Its copy of the photos goes
    // to a folder of the test's, never to the project's own `.guest-photos/` that a build reads.
    const saved = { DATA_DIR: process.env["DATA_DIR"], GUEST_PHOTOS_DIR: process.env["GUEST_PHOTOS_DIR"] };
    process.env["DATA_DIR"] = fs.mkdtempSync(path.join(os.tmpdir(), "hooks-data-"));
    process.env["GUEST_PHOTOS_DIR"] = fs.mkdtempSync(path.join(os.tmpdir(), "hooks-photos-"));
    try {
      await onPreBootstrap?.({ reporter } as unknown as ParentSpanPluginArgs, options, noop);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith("guest photos: 0 approved, in the gallery");
    expect(reporter.info).toHaveBeenCalledWith("bird checklist: no eBird records imported, no checklist page");
    // Notices, not failures: the values the lodge has yet to supply, and printed documents an edit made stale.
    const notices = [lodgeValuesNotice(siteContent()), documentsNotice(siteContent(), CONTENT_DIR)].filter((notice) => notice !== undefined);
    expect(reporter.warn.mock.calls).toEqual(notices.map((notice) => [notice]));
  });

  it("createPages creates every page and gives Gatsby every redirect", async () => {
    const createPage = jest.fn();
    const createRedirect = jest.fn();
    // An earlier build's checklist files in public/, which outlives a build.
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    const checklistRoute = siteContent().routes.find((route) => route.template === "bird-checklist")!;
    const earlier = LANGUAGES.flatMap((language) => Object.values(checklistFilePaths(checklistRoute, siteContent().site.productName, language)));
    for (const file of earlier) {
      fs.mkdirSync(path.dirname(path.join(directory, "public", file)), { recursive: true });
      fs.writeFileSync(path.join(directory, "public", file), "earlier");
    }
    const store = { getState: () => ({ program: { directory } }) };
    await createPages?.(
      { actions: { createPage, createRedirect } as unknown as Actions, store } as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
      options,
      noop,
    );
    const content = siteContent();
    const entries = listedEntries(content);
    // No eBird records were prepared here, as on a site that never imported any: the checklist has no page.
    const made = content.routes.filter((route) => route.template !== "bird-checklist");
    // Three pages a route or entry, three for the booking enquiry's copy for each room, three not-found pages, and the two offline pages.
    const rooms = entries.filter((entry) => entry.collection === "rooms");
    expect(createPage).toHaveBeenCalledTimes((made.length + entries.length + rooms.length) * 3 + 3 + 2);
    const paths = createPage.mock.calls.map(([page]: [{ path: string }]) => page.path);
    expect(paths).not.toContain(pathOf("bird-checklist", "pt"));
    expect(paths).not.toContain(pathOf("bird-checklist", "en"));
    // …and nothing links to it.
    const contexts = createPage.mock.calls.map(([page]: [{ context: Record<string, unknown> }]) => page.context);
    expect(contexts.filter((context) => "checklistPath" in context || "downloads" in context)).toEqual([]);
    // …and no file of it is left to download.
    expect(earlier.filter((file) => fs.existsSync(path.join(directory, "public", file)))).toEqual([]);
    const given = createRedirect.mock.calls.map(([redirect]: [{ fromPath: string; toPath: string }]) => ({ from: redirect.fromPath, to: redirect.toPath }));
    // Every redirect leads to a page this build made; those to the checklist it did not make are left
    // out (their old addresses answer 404 at once, not 301 to nothing), and only those.
    const all = [...siteRedirects(content.routes, content.redirects), ...entryRedirects(entries)];
    expect(given.filter(({ to }) => !paths.includes(to))).toEqual([]);
    const checklistPaths = new Set(allPathsOf(checklistRoute));
    const leftOut = all.filter((redirect) => !given.some((kept) => kept.from === redirect.from && kept.to === redirect.to));
    expect(leftOut.length).toBeGreaterThan(0);
    expect(leftOut.filter(({ to }) => !checklistPaths.has(to))).toEqual([]);
    expect(given).toEqual(all.filter(({ to }) => !checklistPaths.has(to)));
  });

  it("onCreateNode gives gatsby-transformer-json each content file's validated content: a node per entry, in order, with absolute image paths", async () => {
    const nodes: NodeInput[] = [];
    const args = (node: object) =>
      ({
        node,
        actions: { createNode: (made: NodeInput) => void nodes.push(made), createParentChildLink: noop },
        createNodeId: (key: string) => `id-${key}`,
        createContentDigest: () => "digest",
        loadNodeContent: (of: NodeInput) => Promise.resolve(of.internal.content),
        reporter: { info: noop, panicOnBuild: noop },
      }) as unknown as CreateNodeArgs;
    for (const { file } of Object.values(collections)) {
      await onCreateNode?.(
        args({ id: `file-${file}`, base: file, sourceInstanceName: "content", internal: { type: "File", contentDigest: loadedDigest(file) } }),
        options,
        noop,
      );
    }
    for (const checked of nodes.filter((node) => node.internal.mediaType === "application/json")) {
      await transformJson(args(checked), { ...options, typeName: jsonNodeType } as PluginOptions, noop);
    }
    const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
    const content = siteContent();
    // No records were imported here: the checklist's route, which then has no page, has no node either (no menu or footer link).
    expect(ofType("Route").map((route) => route["routeId"])).toEqual(
      content.routes.filter((route) => route.template !== "bird-checklist").map((route) => route.id),
    );
    expect(ofType("SiteConfig")).toHaveLength(1);
    expect(ofType("Room").map((room) => [room["roomId"], room["position"]])).toEqual(content.rooms.map((room, index) => [room.id, index]));
    const hero = (ofType("HomeContent")[0] as unknown as { hero: { image: string } }).hero.image;
    expect(path.isAbsolute(hero) && fs.existsSync(hero)).toBe(true);
  });

  it("onPostBuild writes the redirect pages and _redirects from Gatsby's redirect store, and robots.txt, into public/", async () => {
    // No pages were built here, so no offline page for the field kit's worker to save: the build's
    // switched-off worker instead (the real one is tested on a real build, tests/build/field-kit.test.ts).
    process.env.GATSBY_FIELD_KIT = "off";
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.mkdirSync(path.join(directory, "public"));
    const redirects = [{ fromPath: "/an-old-page/", toPath: "/a-new-page/", isPermanent: true }];
    const store = { getState: () => ({ program: { directory }, pages: new Map([["/pt/", {}]]), redirects }) };
    await onPostBuild?.({ store } as unknown as BuildArgs, options, noop);
    const publicDir = path.join(directory, "public");
    expect(fs.readFileSync(path.join(publicDir, "an-old-page/index.html"), "utf8")).toContain('content="0; url=/a-new-page/"');
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")).toContain("/an-old-page/  /a-new-page/  301!");
    expect(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toContain('<script src="decap-cms.js">');
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteContent().site.siteUrl}/sitemap-index.xml`);
    expect(fs.readFileSync(path.join(publicDir, "sw.js"), "utf8")).toContain(".unregister()");
    delete process.env.GATSBY_FIELD_KIT;
  });
});
