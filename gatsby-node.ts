/**
 * Build hooks, one per concern, each implemented and tested in src/build/ (the machinery) and
 * src/content/ (content: validation, nodes, pages, redirects).
 * Order at build: cut the fonts down to the content's characters → validate content and copy the
 * approved guest photos → declare types → nodes from each content file and each guest photo → create
 * pages → start the image jobs while webpack bundles → write redirects, rewrite the pages' scripts and hash them into the headers.
 */
export {
  onPreInit,
  onPreBootstrap,
  createSchemaCustomization,
  sourceNodes,
  onCreateNode,
  createPages,
  onCreateWebpackConfig,
  onPreBuild,
  onPostBuild,
} from "./src/build/gatsby-hooks";
