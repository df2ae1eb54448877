/**
 * Build hooks, one per concern, each implemented and tested in src/content-pipeline/.
 * Order at build: validate content → declare types → source nodes → create pages → write redirects.
 */
export { onPreBootstrap, createSchemaCustomization, sourceNodes, createPages, onCreateWebpackConfig, onPostBuild } from "./src/content-pipeline/gatsby-hooks";
