import type { GatsbySSR } from "gatsby";
import React from "react";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import { WITHOUT_JS_CSS } from "./src/lib/behaviours/without-js";
import { sharedStylesheetsFirst } from "./src/content-pipeline/stylesheet-order";

/**
 * Each page's <head> comes from its template's Head export, rendered at build time.
 * Here only what is the same on every page: Portuguese as the default lang until a page's Head says
 * otherwise, and preloads of the two Latin font files, which (with `font-display: optional`,
 * src/styles/fonts.css) arrive in time for first paint instead of swapping in later and shifting the
 * text; and the rules for a visitor without JavaScript (src/lib/behaviours/without-js.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    ...[frauncesLatin, interLatin].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <noscript key="without-js">
      <style dangerouslySetInnerHTML={{ __html: WITHOUT_JS_CSS }} />
    </noscript>,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(sharedStylesheetsFirst(getHeadComponents()));
};

export { wrapPageElement } from "./src/components/Translations";
