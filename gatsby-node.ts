/**
 * Build hooks, one per concern, each implemented and tested in src/content-pipeline/.
 * Order at build: validate content → declare types → nodes from each content file → create pages →
 * write redirects.
 */
export { onPreBootstrap, createSchemaCustomization, onCreateNode, createPages, onCreateWebpackConfig, onPostBuild } from "./src/content-pipeline/gatsby-hooks";
