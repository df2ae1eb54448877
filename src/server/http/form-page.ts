import { escapeHtml } from "../../lib/format/html-text";

/**
 * The answer to a visitor's form posted without script and refused: the form's own built page again,
 * with what the visitor sent written back into its fields and each refusal beside its field, so
 * nothing typed is lost. The page's scripts are taken out (a page answered to a POST is at the
 * endpoint's address, where the site's router would not find it) and its <noscript> rules apply
 * instead, as they do for a visitor without script; a policy that allows no script goes with it.
 *
 * The page is the build's own React output, so its tags are regular: double-quoted attributes,
 * escaped by React. Guests' values are escaped here before they go in.
 */

export interface ReturnedForm {
  /** The form's `action`, which finds it in the page. */
  action: string;
  /** What the visitor sent, by field name (a checkbox as it was sent, "on" when ticked); others stay as built. */
  values: Readonly<Record<string, string>>;
  /** A refusal in the visitor's language, by field name. */
  errors: Readonly<Record<string, string>>;
  /** The id of the page's returned message to show at the top of the form (`enquiry-fields`). */
  result: string;
  /** A checkbox's values that mean ticked. */
  ticked: ReadonlySet<string>;
}

type Attributes = Map<string, string | null>;

const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;

function parseAttributes(source: string): Attributes {
  return new Map(Array.from(source.matchAll(ATTRIBUTE), (match) => [match[1] as string, match[2] ?? null]));
}

function startTag(name: string, attributes: Attributes): string {
  const written = Array.from(attributes, ([key, value]) => (value === null ? ` ${key}` : ` ${key}="${value}"`));
  return `<${name}${written.join("")}>`;
}

/** Marks a control refused: aria-invalid (which the form's CSS dresses) and its error described with it. */
function markRefused(attributes: Attributes): void {
  const id = attributes.get("id");
  attributes.set("aria-invalid", "true");
  if (!id) return;
  const described = (attributes.get("aria-describedby") ?? "").split(" ").filter(Boolean);
  attributes.set("aria-describedby", [...new Set([...described, `${id}-error`])].join(" "));
}

/** The form's part of the page with the visitor's values and refusals written in. */
function refillForm(formHtml: string, form: ReturnedForm): string {
  const refusedIds = new Map<string, string>();
  const refuse = (attributes: Attributes) => {
    const name = attributes.get("name") ?? "";
    const error = form.errors[name];
    if (error === undefined) return;
    markRefused(attributes);
    const id = attributes.get("id");
    if (id) refusedIds.set(`${id}-error`, error);
  };
  const sent = (attributes: Attributes) => {
    const name = attributes.get("name");
    return name && Object.hasOwn(form.values, name) ? form.values[name] : undefined;
  };

  let html = formHtml.replace(/<input\b([^>]*?)\/?>/g, (tag, source: string) => {
    const attributes = parseAttributes(source);
    const value = sent(attributes);
    const type = attributes.get("type");
    // The hidden fields (the page's own path, the robot trap) and unnamed controls stay as built.
    if (type === "hidden" || (value === undefined && form.errors[attributes.get("name") ?? ""] === undefined)) return tag;
    if (value !== undefined && type === "checkbox") {
      if (form.ticked.has(value)) attributes.set("checked", "");
      else attributes.delete("checked");
    } else if (value !== undefined && type !== "file") {
      attributes.set("value", escapeHtml(value));
    }
    refuse(attributes);
    return startTag("input", attributes);
  });
  html = html.replace(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g, (whole, source: string, content: string) => {
    const attributes = parseAttributes(source);
    const value = sent(attributes);
    refuse(attributes);
    // A line break right after the start tag is dropped by the parser: one more keeps the guest's own.
    const text = value === undefined ? content : `${value.startsWith("\n") ? "\n" : ""}${escapeHtml(value)}`;
    return `${startTag("textarea", attributes)}${text}</textarea>`;
  });
  html = html.replace(/<select\b([^>]*)>([\s\S]*?)<\/select>/g, (whole, source: string, options: string) => {
    const attributes = parseAttributes(source);
    const value = sent(attributes);
    refuse(attributes);
    const chosen =
      value === undefined
        ? options
        : options.replace(/<option\b([^>]*)>/g, (tag, optionSource: string) => {
            const option = parseAttributes(optionSource);
            if (option.get("value") === escapeHtml(value)) option.set("selected", "");
            else option.delete("selected");
            return startTag("option", option);
          });
    return `${startTag("select", attributes)}${chosen}</select>`;
  });
  // Each refusal in its field's error element (rendered hidden and empty), and the form's message shown.
  return html.replace(/<p\b([^>]*)>([\s\S]*?)<\/p>/g, (whole, source: string, content: string) => {
    const attributes = parseAttributes(source);
    const id = attributes.get("id") ?? "";
    const error = refusedIds.get(id);
    if (error !== undefined) {
      attributes.delete("hidden");
      return `${startTag("p", attributes)}${escapeHtml(error)}</p>`;
    }
    if (id !== form.result) return whole;
    attributes.set("data-returned", "");
    return `${startTag("p", attributes)}${content}</p>`;
  });
}

/** The start tag of the page's form whose `attribute` is `value` (as React wrote it), with where it is; null without one. */
export function formStartTag(pageHtml: string, attribute: "action" | "id", value: string): RegExpExecArray | null {
  const literal = escapeHtml(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<form\\b[^>]*\\b${attribute}="${literal}"[^>]*>`).exec(pageHtml);
}

/** The built page answered with the form refilled, or null when the page holds no such form. */
export function refilledPage(pageHtml: string, form: ReturnedForm): string | null {
  const start = formStartTag(pageHtml, "action", form.action);
  if (!start) return null;
  const end = pageHtml.indexOf("</form>", start.index);
  if (end < 0) return null;
  return scriptFreePage(pageHtml.slice(0, start.index) + refillForm(pageHtml.slice(start.index, end), form) + pageHtml.slice(end));
}

/**
 * A built page answered at another address (an endpoint's), where the site's router would not find
 * it: its scripts are taken out, and what the page does for a visitor without script
 * (src/lib/behaviours/without-js.ts) applies to everyone.
 */
export function scriptFreePage(pageHtml: string): string {
  return pageHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, "$1");
}
