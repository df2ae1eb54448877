import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { content } from "../support/site-content";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");
export { content, pathOf, text, uiString } from "../support/site-content";
export { testBuildData } from "../support/test-build";
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

/** The page's visible text, whitespace collapsed, as a reader gets it. */
export const mainText = (urlPath: string) => (page(urlPath).querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
