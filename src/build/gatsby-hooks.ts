import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_DIR, loadedDigest, reloadSiteContent, siteContent } from "../content/content-store";
import { writeAccessFile } from "./access-file";
import { documentsNotice } from "./documents";
import { writeFontSubsets } from "./font-subsets";
import { writeHeadersFile } from "./headers-file";
import { contentWithBuiltRoutes, createSitePages, notFoundPages, templateFile } from "../content/create-pages";
import { withChecklistDownloads } from "../content/checklist-files";
import { writeChecklistDownloads } from "./checklist-downloads";
import { entryRedirects, listedEntries } from "../content/entry-pages";
import { lodgeValuesNotice } from "../content/lodge-values";
import { CHUNK_LOAD_TIMEOUT_MS } from "../lib/routing/chunk-timeout";
import { writeRedirectPages, writeRedirectsFile, writeRobotsTxt, finishBuiltPages } from "./post-build";
import { writeBrotliCopies } from "./precompress";
import { githubBackendFromEnv, writeAdminSite } from "../cms/admin-site";
import { ContentValidationError } from "../content/problems";
import { guestPhotoTypeDefs, prepareGuestPhotos, sourceGuestPhotos } from "../content/guest-photos";
import { lodgeMonth } from "../lib/format/lodge-time";
import { prepareSightings, publishedChecklist } from "../content/sightings";
import { createSiteRedirects, redirectsFromStore, redirectsToBuiltPages, siteRedirects, type StoredRedirect } from "../content/redirects";
import { moveSourceMapsOut, SOURCE_MAPS_DIR } from "./source-maps";
import { isBundleArtefact } from "./built-files";
import { shortenCssModuleNames } from "./short-class-names";
import { extractStylesheetsInCompilation, insertFetchedStylesheetsBySharing, quietDevelopCssOrder, splitCssByTemplate } from "./css-split";
import { withoutFetchStandIn } from "./ssr-fetch";
import { PinnedBuildDependencies } from "./build-dependencies";
import { withSwcMinifier } from "./swc-minifier";
import { withSingleBabelPass } from "./single-babel-pass";
import { gatsbyBabelBrowsers, withSwcForPlainModules } from "./swc-for-plain-modules";
import { lowerImageThreadPriority } from "./image-thread-priority";
import { startImageJobs, type QueryStore } from "./early-image-jobs";
import { declareFormattedFields } from "../content/formatted-fields";
import { declareContentTypes, declareRoutePath } from "../content/schema-customization";
import { createCheckedContentNodes, jsonSourceTypeDefs, recheckContentNodes } from "../content/source-nodes";
import { localeTypeDefs } from "../content/locale-source";
import { prePaintScripts } from "../lib/i18n/pre-paint-scripts";
import { writeFieldKitWorker } from "./field-kit-worker";
import { builtPages, writeKitLists, writeWalkSpecies } from "./field-kit-lists";

let databaseExports: ReturnType<typeof startDatabaseExports> | undefined;

/** The guest photos' and the checklist's exports from the database, two processes side by side. */
function startDatabaseExports() {
  const running = Promise.all([prepareGuestPhotos(), prepareSightings()]);
  // Awaited by onPreBootstrap, which reports a failure; until then it is not an unhandled rejection.
  running.catch(() => undefined);
  return running;
}

/**
 * Starts the database exports, which run beside Gatsby's own start (its cache, the functions' compile)
 * until the bootstrap needs them, and cuts the fonts down to the characters of the content before
 * webpack reads the stylesheets.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async () => {
  databaseExports = startDatabaseExports();
  await writeFontSubsets(CONTENT_DIR);
};

/** Validates all content before anything else runs; every problem is listed, then the build stops. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // Taken once: a later bootstrap in the same process exports again.
  const exported = databaseExports ?? startDatabaseExports();
  databaseExports = undefined;
  try {
    siteContent();
  } catch (error) {
    if (error instanceof ContentValidationError) reporter.panic(error.message);
    throw error;
  }
  // A notice, not an error: a contact or link the lodge has not given yet is simply not shown.
  const notice = lodgeValuesNotice(siteContent());
  if (notice) reporter.warn(notice);
  // Stale printed documents are printed again by the deploy; a local build says so and goes on.
  const documents = documentsNotice(siteContent(), CONTENT_DIR);
  if (documents) reporter.warn(documents);
  const [guestPhotos, sightings] = await exported;
  reporter.info(`guest photos: ${guestPhotos} approved, in the gallery`);
  reporter.info(
    sightings
      ? `bird checklist: ${sightings.frequencies.species.length} species, latest record ${sightings.frequencies.latestDate ?? ""}`
      : "bird checklist: no eBird records imported, no checklist page",
  );
};

let stopLoweringImageThreads = (): void => undefined;

/** The images are made while webpack builds the bundles (early-image-jobs.ts), at the lowest priority (image-thread-priority.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, graphql }) => {
  const queries: QueryStore = { getState: () => store.getState() as ReturnType<QueryStore["getState"]> };
  stopLoweringImageThreads = lowerImageThreadPriority();
  void startImageJobs(queries, (query, variables) => graphql(query, variables));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  declareRoutePath(actions);
  declareContentTypes(actions, () => siteContent().site);
  declareFormattedFields(actions);
  actions.createTypes(guestPhotoTypeDefs);
  actions.createTypes(localeTypeDefs);
  actions.createTypes(jsonSourceTypeDefs);
};

// The route table's nodes (menus, footer) hold only routes whose pages this build makes.
const contentNodesStore = {
  current: () => contentWithBuiltRoutes(siteContent(), publishedChecklist()),
  reload: () => contentWithBuiltRoutes(reloadSiteContent(), publishedChecklist()),
  digest: loadedDigest,
  contentDir: CONTENT_DIR,
};
const createContentNodes = createCheckedContentNodes(contentNodesStore);
const recheckContent = recheckContentNodes(contentNodesStore);

// Two parameters on purpose: Gatsby waits for a third one (a callback) to be called before it goes on.
const unused = () => undefined;
export const onCreateNode: NonNullable<GatsbyNode["onCreateNode"]> = (args, options) => createContentNodes(args, options, unused);

/** Every content file's checked node made again for this build (recheckContentNodes), then the guest photos. */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) => {
  recheckContent(args);
  return sourceGuestPhotos(args, options, unused);
};

/**
 * The pages of the route table and of the listed entries, and every redirect given to Gatsby: its store is the one list the
 * files written after the build (`_redirects`, the static redirect pages) come from.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, store, reporter }) => {
  const content = siteContent();
  const checklist = publishedChecklist();
  // Before the pages: the checklist page links its files with their sizes. Without Chromium a build
  // stops, saying how to get it; `gatsby develop` goes on, its checklist page linking no file.
  const { program } = store.getState() as { program: { directory: string } };
  const downloads = await writeChecklistDownloads(path.join(program.directory, "public"), content, checklist).catch((error: unknown) => {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return null;
  });
  const checklistTemplate = templateFile("bird-checklist");
  const built = new Set<string>();
  createSitePages(
    content,
    (page) => {
      built.add(page.path);
      actions.createPage(withChecklistDownloads(page, downloads, checklistTemplate));
    },
    { published: checklist, month: lodgeMonth(Date.now()) },
  );
  const redirects = [...siteRedirects(content.routes, content.redirects), ...entryRedirects(listedEntries(content))];
  createSiteRedirects(redirectsToBuiltPages(redirects, built), actions.createRedirect);
};

/**
 * Packages the production browser bundle gets small stand-ins for (each shim says why). Resolved from
 * the project root, where Gatsby runs (gatsby-node is compiled into .cache).
 */
export const BROWSER_STUBS = {
  "react-dom/server$": path.resolve("src/shims/react-dom-server.ts"),
};

/**
 * Gatsby's own service-worker registration, as its production app requires it, and what stands in for
 * it in the browser bundle (the shim says why).
 */
export const GATSBY_WORKER_REGISTRATION = /^\.\/register-service-worker$/;
export const NO_GATSBY_WORKER_REGISTRATION = path.resolve("src/shims/no-gatsby-service-worker.ts");

/**
 * What gatsby-plugin-react-i18next's browser code requires, and the smaller modules it gets in the
 * browser bundle instead (each shim says why). Only requests made from the plugin's own files.
 */
export const PLUGIN_I18N_STAND_INS: Readonly<Record<string, string>> = {
  "react-i18next": path.resolve("src/shims/plugin-react-i18next.ts"),
  outdent: path.resolve("src/shims/plugin-outdent.ts"),
};
const I18N_PLUGIN_FILES = `${path.sep}node_modules${path.sep}gatsby-plugin-react-i18next${path.sep}`;

/** Points a request of the i18n plugin's files at its stand-in (a NormalModuleReplacementPlugin's callback). */
export function standInForI18nPlugin(resource: { request: string; context: string }): void {
  const standIn = PLUGIN_I18N_STAND_INS[resource.request];
  if (standIn && resource.context.includes(I18N_PLUGIN_FILES)) resource.request = standIn;
}
const PLUGIN_I18N_REQUESTS = new RegExp(`^(${Object.keys(PLUGIN_I18N_STAND_INS).join("|")})$`);

interface WebpackConfig {
  module?: { rules?: unknown };
  output?: Record<string, unknown>;
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: Parameters<typeof splitCssByTemplate>[0]; minimizer?: unknown[] };
  plugins?: unknown[];
  devtool?: string | false;
  cache?: unknown;
}

/** The name under which the server-side renderer finds the pre-paint scripts (gatsby-ssr.tsx). */
export const PRE_PAINT_CONSTANT = "PRE_PAINT_SCRIPTS";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig, plugins }) => {
  const config = getConfig() as WebpackConfig;
  if (shortenCssModuleNames(config.module?.rules) === 0) throw new Error(`no CSS module loader found to name classes in the ${stage} stage`);
  // Each TypeScript module through Babel once, not twice (single-babel-pass.ts).
  config.module = { ...config.module, rules: withSingleBabelPass(config.module?.rules).rules };
  // The site's plain TypeScript modules compiled by swc in the production stages (swc-for-plain-modules.ts).
  if (stage === "build-javascript" || stage === "build-html") {
    const swcStage = () => ({ browsers: stage === "build-javascript" ? gatsbyBabelBrowsers(process.cwd()) : null });
    config.module = { ...config.module, rules: withSwcForPlainModules(config.module.rules, swcStage).rules };
  }
  // Chunks that take longer than 120 s count as failed: stated here rather than left to webpack's default.
  config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
  // Development builds and the server-side renderer keep the real packages.
  // The stand-ins go first: webpack takes the first alias that matches, and Gatsby's own `react-dom`
  // alias would otherwise claim `react-dom/server`.
  // The pages' pre-paint scripts, minified once per build and given to the renderer as a constant:
  // neither they nor the minifier ever reach a browser bundle.
  if (stage === "build-html") config.plugins = [...(config.plugins ?? []), plugins.define({ [PRE_PAINT_CONSTANT]: JSON.stringify(prePaintScripts()) })];
  if (stage === "develop") quietDevelopCssOrder(config.plugins);
  // The server-side renderer uses Node's own fetch (ssr-fetch.ts).
  if (stage === "build-html" || stage === "develop-html") config.plugins = withoutFetchStandIn(config.plugins);
  if (stage === "build-javascript") {
    config.resolve = { ...config.resolve, alias: { ...BROWSER_STUBS, ...config.resolve?.alias } };
    config.plugins = [
      ...(config.plugins ?? []),
      plugins.normalModuleReplacement(GATSBY_WORKER_REGISTRATION, NO_GATSBY_WORKER_REGISTRATION),
      plugins.normalModuleReplacement(PLUGIN_I18N_REQUESTS, standInForI18nPlugin),
    ];
    splitCssByTemplate(config.optimization?.splitChunks);
    config.optimization = { ...config.optimization, minimizer: withSwcMinifier(config.optimization?.minimizer) };
    insertFetchedStylesheetsBySharing(config.plugins);
    extractStylesheetsInCompilation(config.plugins);
    // Maps still written, for error reports, but not named in the scripts: they leave public/ after the build.
    config.devtool = "hidden-source-map";
    // public/ outlives a build (CI keeps it for the next): the bundles of earlier builds are removed,
    // so a deploy publishes only what its pages load. Everything else there is Gatsby's to manage.
    config.output = { ...config.output, clean: { keep: (asset: string) => !isBundleArtefact(asset) } };
  }
  // The stages webpack caches for the next build: their cache depends on the lockfile, not on every file of node_modules.
  if (config.cache) config.plugins = [...(config.plugins ?? []), new PinnedBuildDependencies(process.cwd())];
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  stopLoweringImageThreads();
  const state = store.getState() as { program: { directory: string }; pages: Map<string, unknown>; redirects: StoredRedirect[] };
  const { program, pages } = state;
  const publicDir = path.join(program.directory, "public");
  const { routes, site } = siteContent();
  const all = redirectsFromStore(state.redirects);
  const notFound = Object.fromEntries(
    notFoundPages()
      .filter((p) => p.matchPath)
      .map((p) => [p.context.language, p.path]),
  );
  writeRedirectPages(publicDir, all, site.siteUrl, new Set(pages.keys()));
  writeRedirectsFile(publicDir, all, notFound);
  writeRobotsTxt(publicDir, site.siteUrl);
  writeAccessFile(publicDir, routes);
  finishBuiltPages(publicDir);
  writeWalkSpecies(publicDir, siteContent(), publishedChecklist());
  // From the final pages: the worker's build id digests them, and its offline pages' files are read from them.
  const { build } = await writeFieldKitWorker(publicDir, path.join(program.directory, ".cache", "field-kit"));
  moveSourceMapsOut(publicDir, path.join(program.directory, SOURCE_MAPS_DIR));
  // The editors' CMS at /admin/, on the repository this build comes from.
  await writeAdminSite(publicDir, githubBackendFromEnv(process.env));
  // Last: the page policies hash the inline scripts of the final HTML, redirect pages included.
  writeHeadersFile(publicDir, { countryLookupUrl: site.countryLookupUrl, analyticsEnabled: site.analyticsMeasurementId !== "" });
  // After every file is final: the brotli copies the production server sends.
  await writeBrotliCopies(publicDir);
  // The kits' lists report what each file costs to download, so they come after the copies, and get their own.
  if (build !== null) {
    writeKitLists(publicDir, build, builtPages(pages));
    await writeBrotliCopies(publicDir);
  }
};
