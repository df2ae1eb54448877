/**
 * The pages' two pre-paint scripts, minified, which the build's webpack hook defines for the
 * server-side renderer only (src/build/gatsby-hooks.ts); undefined in `gatsby develop`.
 */
declare const PRE_PAINT_SCRIPTS: import("../lib/i18n/language-detection-config").PrePaintScripts | undefined;
