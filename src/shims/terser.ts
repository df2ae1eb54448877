/**
 * Stands in for the `terser` package in the production browser bundle (gatsby-hooks.ts,
 * onCreateWebpackConfig). Only the pages' pre-paint script is minified with it, while the pages are
 * rendered at build time; the browser never renders that script, so it never needs a minifier (and
 * prePaintScript refuses this stand-in's empty answer).
 */
export const minify_sync = () => ({ code: undefined });
