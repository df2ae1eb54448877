import type { GatsbySSR } from "gatsby";
import React from "react";
import fraunces from "./src/styles/fonts/fraunces.woff2";
import inter from "./src/styles/fonts/inter.woff2";
import { WITHOUT_JS_CSS } from "./src/lib/behaviours/without-js";
import { sharedStylesheetsFirst } from "./src/content-pipeline/stylesheet-order";

/**
 * Each page's <head> comes from its template's Head export, rendered at build time (the scripts that
 * must run before the first paint among it: src/components/Seo), in the shell of src/html.tsx. Here
 * only what is the same on every page: preloads of the two font files, which (with `font-display:
 * optional`, src/styles/fonts.css) arrive in time for first paint instead of swapping in later and
 * shifting the text; and the rules for a visitor without JavaScript (src/lib/behaviours/without-js.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...[fraunces, inter].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <noscript key="without-js">
      <style dangerouslySetInnerHTML={{ __html: WITHOUT_JS_CSS }} />
    </noscript>,
  ]);
};

/** Gatsby's `<meta name="generator">`: tells the world the framework's exact version, and a browser nothing. */
const generatorTag = (node: React.ReactNode) => React.isValidElement<{ name?: string }>(node) && node.type === "meta" && node.props.name === "generator";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(sharedStylesheetsFirst(getHeadComponents().filter((node) => !generatorTag(node))));
};

export { wrapPageElement } from "./src/components/PageRoot";
