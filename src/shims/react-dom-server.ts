import React from "react";
import { escapeHtml } from "../lib/format/html-text";

/**
 * Stands in for `react-dom/server` in the production browser bundle (gatsby-hooks.ts,
 * onCreateWebpackConfig). gatsby-plugin-image loads it on every page with a picture, only to write an
 * image's markup as a string (`renderToStaticMarkup`) when the image was not rendered at build time
 * (after a client-side navigation). React's server renderer is some 17 KB of gzipped JavaScript; the
 * plugin's image markup needs only what is here: host elements and function components without hooks,
 * their attributes and styles, text, and `dangerouslySetInnerHTML`. A unit test holds it to React's
 * own output for the site's images.
 */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Props React writes under another name (it keeps `srcSet` and `fetchPriority` as written). */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: "class",
  htmlFor: "for",
  crossOrigin: "crossorigin",
  tabIndex: "tabindex",
  referrerPolicy: "referrerpolicy",
  useMap: "usemap",
};
const SKIPPED_PROPS = new Set(["children", "dangerouslySetInnerHTML", "key", "ref", "suppressHydrationWarning", "suppressContentEditableWarning"]);
/** CSS properties React writes without a unit (the ones an image's styles can use). */
const UNITLESS = new Set(["opacity", "zIndex", "flex", "flexGrow", "flexShrink", "order", "fontWeight", "lineHeight", "zoom", "aspectRatio"]);

function styleText(style: Readonly<Record<string, unknown>>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== "boolean" && value !== "")
    .map(([name, value]) => {
      const property = name.startsWith("--") ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^ms-/, "-ms-");
      const text = typeof value === "number" && value !== 0 && !UNITLESS.has(name) && !name.startsWith("--") ? `${value}px` : String(value);
      return `${property}:${text}`;
    })
    .join(";");
}

function attributes(props: Readonly<Record<string, unknown>>): string {
  return Object.entries(props)
    .filter(([name, value]) => !SKIPPED_PROPS.has(name) && value !== null && value !== undefined && typeof value !== "function")
    .map(([name, value]) => {
      if (name === "style") return typeof value === "object" ? ` style="${escapeHtml(styleText(value as Record<string, unknown>))}"` : "";
      const attribute = ATTRIBUTE_NAMES[name] ?? name;
      if (typeof value === "boolean") {
        if (name.startsWith("data-") || name.startsWith("aria-")) return ` ${attribute}="${String(value)}"`;
        return value ? ` ${attribute}=""` : "";
      }
      return ` ${attribute}="${escapeHtml(String(value))}"`;
    })
    .join("");
}

function markup(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(markup).join("");
  if (!React.isValidElement(node)) throw new Error("renderToStaticMarkup stand-in: an element it cannot write");
  const { type } = node;
  const props = node.props as Record<string, unknown> & { children?: React.ReactNode; dangerouslySetInnerHTML?: { __html: string } };
  if (type === React.Fragment) return markup(props.children);
  if (typeof type === "function") return markup((type as (props: unknown) => React.ReactNode)(props));
  if (typeof type !== "string") throw new Error("renderToStaticMarkup stand-in: only host elements and function components");
  const open = `<${type}${attributes(props)}`;
  if (VOID.has(type)) return `${open}/>`;
  const inner = props.dangerouslySetInnerHTML ? props.dangerouslySetInnerHTML.__html : markup(props.children);
  return `${open}>${inner}</${type}>`;
}

export function renderToStaticMarkup(element: React.ReactElement): string {
  return markup(element);
}
