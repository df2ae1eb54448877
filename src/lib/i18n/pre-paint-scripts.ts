import { minify_sync } from "terser";
import { PAGE_SLOT, prePaintSource, type PrePaintKind, type PrePaintScripts } from "./language-detection-config";

/**
 * Both kinds of pre-paint script, minified (one travels in every page's HTML). Made once per build by
 * the webpack hook of the server-side renderer (gatsby-hooks.ts), which hands them to gatsby-ssr.tsx as
 * a constant, so neither the minifier nor the detection code is ever part of a browser bundle.
 */
export function prePaintScripts(): PrePaintScripts {
  const minified = (kind: PrePaintKind) => {
    const code = minify_sync(prePaintSource(kind), { ecma: 2017, format: { comments: false } }).code;
    if (!code?.includes(PAGE_SLOT)) throw new Error(`the ${kind} pre-paint script could not be minified`);
    return code;
  };
  return { bare: minified("bare"), inLanguage: minified("inLanguage") };
}
