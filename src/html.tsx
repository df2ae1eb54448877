import React from "react";
import { DEFAULT_LANGUAGE, HREFLANG } from "./lib/i18n/languages";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

/**
 * Every page's HTML shell: Gatsby's own, less two tags no browser the site supports reads (Internet
 * Explorer's `x-ua-compatible`, and iOS 9's `shrink-to-fit` in the viewport). Each byte of a page's
 * start shares its first round trip with the rest of the page. The default language's `lang` until
 * the page's Head gives its own (in `htmlAttributes`).
 */
export default function Html(props: HtmlProps) {
  return (
    <html lang={HREFLANG[DEFAULT_LANGUAGE]} {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
