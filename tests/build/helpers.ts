import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { siteContent } from "../../src/content/content-store";
import { businessConstants, interpolateConstants } from "../../src/lib/format/business-constants";
import type { Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");
export const content = siteContent();
export const { siteUrl } = content.site;

if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
  throw new Error("public/ has no build: run `npm run build:test` (the build of the test data) before the build-output tests");
}

export function fileFor(urlPath: string): string {
  return path.join(PUBLIC_DIR, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
}

const cache = new Map<string, HTMLElement>();

/** The built HTML of a path, parsed. */
export function page(urlPath: string): HTMLElement {
  let root = cache.get(urlPath);
  if (!root) {
    root = parse(fs.readFileSync(fileFor(urlPath), "utf8"));
    cache.set(urlPath, root);
  }
  return root;
}

export const attr = (root: HTMLElement, selector: string, name: string) => root.querySelector(selector)?.getAttribute(name);

export function jsonLd(root: HTMLElement): Array<Record<string, unknown>> {
  return root.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent));
}

/** The canonical path of a route in a language, from the route table. */
export function pathOf(id: string, language: Language): string {
  const route = content.routes.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return localizedPath(route, language);
}

/** Content text as the page shows it: the language's translation with its {{tokens}} filled. */
export const text = (value: { pt: string; en: string }, language: Language) => interpolateConstants(value[language], businessConstants(content.site, language));

/** The page's visible text, whitespace collapsed, as a reader gets it. */
export const mainText = (urlPath: string) => (page(urlPath).querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
