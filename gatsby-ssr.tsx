import type { GatsbySSR } from "gatsby";
import React from "react";
import fraunces from "./src/styles/fonts/fraunces.woff2";
import inter from "./src/styles/fonts/inter.woff2";
import { WITHOUT_JS_CSS } from "./src/lib/behaviours/without-js";
import { consentMarkerScript } from "./src/lib/behaviours/consent";
import { sharedStylesheetsFirst } from "./src/content-pipeline/stylesheet-order";

/**
 * Each page's <head> comes from its template's Head export, rendered at build time.
 * Here only what is the same on every page: Portuguese as the default lang until a page's Head says
 * otherwise, and preloads of the two font files, which (with `font-display: optional`,
 * src/styles/fonts.css) arrive in time for first paint instead of swapping in later and shifting the
 * text; the marker that hides the cookie banner before the first paint when a choice is stored
 * (src/lib/behaviours/consent.ts); and the rules for a visitor without JavaScript
 * (src/lib/behaviours/without-js.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    ...[fraunces, inter].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <script key="consent-marker" dangerouslySetInnerHTML={{ __html: consentMarkerScript() }} />,
    <noscript key="without-js">
      <style dangerouslySetInnerHTML={{ __html: WITHOUT_JS_CSS }} />
    </noscript>,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(sharedStylesheetsFirst(getHeadComponents()));
};

export { wrapPageElement } from "./src/components/PageRoot";
