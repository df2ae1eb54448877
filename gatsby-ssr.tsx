import type { GatsbySSR } from "gatsby";
import React from "react";
import fraunces from "./src/styles/fonts/fraunces.woff2";
import inter from "./src/styles/fonts/inter.woff2";
import { WITHOUT_JS_CSS } from "./src/lib/behaviours/without-js";
import { sharedStylesheetsFirst } from "./src/build/stylesheet-order";
import { consentMarkerScript } from "./src/lib/behaviours/consent";
import { fillPrePaintScript, prePaintPageOf } from "./src/lib/i18n/language-detection-config";
import type { SitePageContext } from "./src/lib/routing/page-context";

/**
 * The work that must be done before the first paint, as one inline script (each is one more hash in the
 * page's security policy): mark a stored cookie choice, so the banner is hidden from the start; hand
 * bare pages and `?lang=` links to the right language. Rendered here, never by a component, so it is in
 * the built HTML only and none of it is in the browser's bundle. `gatsby develop` renders no pages on
 * the server and has none.
 */
function prePaintScriptFor(pathname: string, loadPageDataSync: (path: string) => { result: Record<string, unknown> }): React.ReactElement[] {
  if (typeof PRE_PAINT_SCRIPTS === "undefined") return [];
  const context = loadPageDataSync(pathname).result["pageContext"] as SitePageContext | undefined;
  if (!context?.alternates) throw new Error(`${pathname} was created without the site's page context, so it has no pre-paint script`);
  const script = consentMarkerScript() + ";" + fillPrePaintScript(PRE_PAINT_SCRIPTS, prePaintPageOf(context));
  return [<script key="pre-paint" dangerouslySetInnerHTML={{ __html: script }} />];
}

/**
 * Each page's <head> comes from its template's Head export, rendered at build time, in the shell of
 * src/html.tsx. Here what only the built HTML carries: the pre-paint script; preloads of the two font
 * files, which (with `font-display: optional`, src/styles/fonts.css) arrive in time for first paint
 * instead of swapping in later and shifting the text; and the rules for a visitor without JavaScript
 * (src/lib/behaviours/without-js.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  setHeadComponents([
    ...prePaintScriptFor(pathname, loadPageDataSync),
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
