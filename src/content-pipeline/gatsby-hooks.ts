import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteContent, CONTENT_DIR } from "./content-store";
import { createSitePages, notFoundPages } from "./create-pages";
import { CHUNK_LOAD_TIMEOUT_MS } from "../lib/routing/chunk-timeout";
import { writeRedirectPages, writeRedirectsFile, writeRobotsTxt, removeStrayNulBytes } from "./post-build";
import { ContentValidationError } from "./problems";
import { siteRedirects } from "./redirects";
import { declareContentTypes, declareRoutePath } from "./schema-customization";
import { sourceContentNodes } from "./source-nodes";

/** Validates all content before anything else runs; every problem is listed, then the build stops. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    siteContent();
  } catch (error) {
    if (error instanceof ContentValidationError) reporter.panic(error.message);
    throw error;
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  declareRoutePath(actions);
  declareContentTypes(actions, siteContent().site);
};

export const sourceNodes = sourceContentNodes(siteContent, CONTENT_DIR);

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const { routes, redirects } = siteContent();
  createSitePages(routes, actions.createPage);
  // In-app navigation to an old path (createRedirect); static hosts get the pages written below.
  for (const { from, to } of siteRedirects(routes, redirects)) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
  }
};

/** Chunk load timeout of SPEC 9, stated rather than left to webpack's default. */
/** Resolved from the project root, where Gatsby runs (gatsby-node is compiled into .cache). */
export const OUTDENT_STUB = path.resolve("src/shims/outdent.ts");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  actions.setWebpackConfig({ output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } });
  // The production browser bundle gets a stand-in for `outdent` (src/shims/outdent.ts says why).
  if (stage === "build-javascript") actions.setWebpackConfig({ resolve: { alias: { outdent: OUTDENT_STUB } } });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, unknown> };
  const publicDir = path.join(program.directory, "public");
  const { routes, redirects, site } = siteContent();
  const all = siteRedirects(routes, redirects);
  const notFound = Object.fromEntries(
    notFoundPages()
      .filter((p) => p.matchPath)
      .map((p) => [p.context.language, p.path]),
  );
  writeRedirectPages(publicDir, all, site.siteUrl, new Set(pages.keys()));
  writeRedirectsFile(publicDir, all, notFound);
  writeRobotsTxt(publicDir, site.siteUrl);
  removeStrayNulBytes(publicDir);
};
