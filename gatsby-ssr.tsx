import type { GatsbySSR } from "gatsby";

/**
 * Each page's <head> comes from its template's Head export (ARCHITECTURE.md, Stack). Here only the
 * document-wide default: Portuguese, the site's default language, until a page's Head says otherwise.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "pt-BR" });
};
