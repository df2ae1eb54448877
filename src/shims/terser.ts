/**
 * Stands in for the `terser` package in the production browser bundle (gatsby-hooks.ts,
 * onCreateWebpackConfig). Only the pages' pre-paint script is minified with it, while the pages are
 * rendered at build time; the browser never renders that script, so it never needs a minifier.
 */
export function minify_sync(): never {
  throw new Error("terser minifies the pre-paint script at build time only");
}
