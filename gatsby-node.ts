/**
 * Build hooks, one per concern, each implemented and tested in src/content-pipeline/.
 * Order at build: validate content and copy the approved guest photos → declare types → nodes from
 * each content file and each guest photo → create pages → write redirects.
 */
export {
  onPreBootstrap,
  createSchemaCustomization,
  sourceNodes,
  onCreateNode,
  createPages,
  onCreateWebpackConfig,
  onPostBuild,
} from "./src/content-pipeline/gatsby-hooks";
