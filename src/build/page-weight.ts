import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "node-html-parser";

/** ARCHITECTURE.md: all the JavaScript one page loads stays under this, gzipped. */
export const JS_BUDGET_BYTES = 120 * 1024;

/**
 * Every script a built page loads — its script elements, script preloads and inline scripts, each
 * file once — and their gzipped size. Used by the budget test and by `npm run bench`.
 */
export function pageScriptWeight(publicDir: string, htmlFile: string): { files: string[]; gzippedBytes: number } {
  const root = parse(fs.readFileSync(htmlFile, "utf8"));
  const sources = new Set([
    ...root.querySelectorAll("script[src]").map((s) => s.getAttribute("src") ?? ""),
    ...root.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((l) => l.getAttribute("href") ?? ""),
  ]);
  const inline = root
    .querySelectorAll("script:not([src])")
    .filter((s) => s.getAttribute("type") !== "application/ld+json")
    .map((s) => s.textContent);
  let gzippedBytes = inline.reduce((sum, code) => sum + zlib.gzipSync(code).length, 0);
  for (const src of sources) gzippedBytes += zlib.gzipSync(fs.readFileSync(path.join(publicDir, src))).length;
  return { files: [...sources], gzippedBytes };
}
