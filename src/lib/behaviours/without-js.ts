/**
 * What a page does for a visitor whose JavaScript never runs (switched off, or blocked on the way):
 * content that a script would reveal on demand (the menu's other tabs, the press items' full texts)
 * is shown at once, and the controls that only a script can work are taken away. The rules sit in a
 * <noscript> in every page's head (gatsby-ssr.tsx), so they never apply where JavaScript runs and the
 * hydrated page cannot shift.
 */
export const WITHOUT_JS = {
  /** On an element rendered `hidden`: shown when there is no JavaScript. */
  show: { "data-without-js": "show" },
  /** On a control only a script can work: removed when there is no JavaScript. */
  hide: { "data-without-js": "hide" },
  /** On a control a script dresses up (a file picker): shown as the browser's own when there is no JavaScript. */
  native: { "data-without-js": "native" },
  /**
   * On the fixed header, which a script makes solid once the page scrolls under it: solid from the
   * start when there is no JavaScript (and opaque, since the blur behind it is the script's), so its links
   * stay legible over any content.
   */
  solid: { "data-without-js": "solid" },
} as const;

/** Shown as a heading before an element when there is no JavaScript (the tab name of a menu panel). */
export const WITHOUT_JS_LABEL = "data-without-js-label";

export const WITHOUT_JS_CSS = [
  "[data-without-js=show][hidden]{display:block!important}",
  "[data-without-js=hide]{display:none!important}",
  "[data-without-js=native]{position:static!important;width:auto!important;opacity:1!important}",
  "[data-without-js=solid]{background:var(--color-forest-950)!important}",
  `[${WITHOUT_JS_LABEL}]::before{content:attr(${WITHOUT_JS_LABEL});display:block;margin:1.5rem 0 .5rem;font:600 1.5rem/1.2 var(--font-display)}`,
].join("");
