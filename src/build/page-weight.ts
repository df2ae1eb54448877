import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { brotliOf } from "../lib/files/compression";

/**
 * All the JavaScript one page loads on a first visit stays within this, compressed as the server sends
 * it (brotli): most visitors are on phones and slow connections, and every kilobyte is paid for in time
 * before the page responds. React and Gatsby's runtime take about 75 KB of it, i18next and
 * react-i18next (the UI strings) about 21 KB.
 */
export const JS_BUDGET_BYTES = 110 * 1024;

/**
 * All the CSS one page needs on a first visit stays under this, uncompressed: the browser parses all
 * of it before the first paint, and it travels inline in every page's HTML. It was 20 KB until the
 * menus that work without script (dropdowns as <details>, the phone menu as a popover: about 500
 * bytes on every page) arrived; the heaviest page, the photo upload (a form, an article and the
 * links to its sibling pages), carries 20.3 KB. What a page sends in its first round trip is held
 * separately (FIRST_ROUND_TRIP_BYTES), and that is the limit the network imposes.
 */
export const CSS_BUDGET_BYTES = 21 * 1024;

/**
 * The home page's HTML stays under this, uncompressed: it is the page most visits start on, and the
 * browser reads all of it (styles, picture markup, head data) before it can draw the first screen.
 */
export const HOME_HTML_BUDGET_BYTES = 70 * 1024;

/**
 * What a server may send on a new connection before the first acknowledgement comes back: TCP's
 * initial window of 10 segments of 1,460 bytes (RFC 6928). A page whose headers and compressed HTML
 * fit in it arrives in one round trip; one byte more costs a second (150 ms on a slow 4G phone, and as
 * much on Lighthouse's simulated one). The sample pages, in both languages, are held to it.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * The CSS inline in a page's HTML, in bytes: its stylesheets, the image styles and the rules inside
 * <noscript> (which an HTML parser reads as text, hence the pattern).
 */
export function inlineCssBytes(html: string): number {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css = ""]) => sum + Buffer.byteLength(css), 0);
}

export interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

/** The build's record of which files each chunk group is made of. */
export function readWebpackStats(publicDir: string): WebpackStats {
  return JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
}

/**
 * The scripts and stylesheets a page of this template runs (file names under public/): the `app`
 * chunk group (webpack runtime, React, Gatsby) and the template's (shared commons and the template),
 * which Gatsby loads by name rather than by script tag.
 */
export function pageBundleFiles(stats: WebpackStats, templateGroup: string): string[] {
  const groups = ["app", templateGroup].map((name) => {
    const assets = stats.assetsByChunkName[name];
    if (!assets) throw new Error(`webpack.stats.json has no chunk group "${name}"`);
    return assets;
  });
  return [...new Set(groups.flat())];
}

/** The chunk group of a built page's template, from its page-data.json (Gatsby keeps the root page's under page-data/index/). */
export function templateChunkGroup(publicDir: string, urlPath: string): string {
  const dataDir = urlPath === "/" ? "index" : urlPath;
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", dataDir, "page-data.json"), "utf8")) as { componentChunkName: string };
  return pageData.componentChunkName;
}

/**
 * Brotli sizes already measured, by the bytes' digest: every page loads the same framework and app
 * chunks, and compressing them again for each of the site's pages took minutes of a test run.
 */
const compressedSizes = new Map<string, number>();

function compressedSize(bytes: Buffer): number {
  const digest = createHash("sha256").update(bytes).digest("hex");
  const known = compressedSizes.get(digest);
  if (known !== undefined) return known;
  const size = brotliOf(bytes).length;
  compressedSizes.set(digest, size);
  return size;
}

/**
 * Every script a built page loads, each file once, and their size in brotli, as the server sends them:
 * its inline scripts, the `app` chunk group (webpack runtime, React, Gatsby) and the page template's chunk group (shared
 * commons and the template), which Gatsby loads by name rather than by script tag. Read from
 * `webpack.stats.json` and the page's `page-data.json`. Used by the budget test and `npm run bench`.
 */
export function pageScriptWeight(publicDir: string, urlPath: string): { files: string[]; compressedBytes: number } {
  const html = fs.readFileSync(path.join(publicDir, urlPath, "index.html"), "utf8");
  const files = pageBundleFiles(readWebpackStats(publicDir), templateChunkGroup(publicDir, urlPath)).filter((file) => file.endsWith(".js"));
  const inline = parse(html)
    .querySelectorAll("script:not([src])")
    .filter((s) => s.getAttribute("type") !== "application/ld+json")
    .map((s) => s.textContent);
  const compressedBytes =
    // Inline scripts travel together inside the one compressed HTML document, so they are measured together.
    compressedSize(Buffer.from(inline.join("\n"))) + files.reduce((sum, file) => sum + compressedSize(fs.readFileSync(path.join(publicDir, file))), 0);
  return { files, compressedBytes };
}

/**
 * The bird checklist's budgets, held by a test on a generated hotspot of 600 species and 20,000
 * complete checklists (the scale of the lodge's eBird hotspot): its list's HTML, uncompressed (what a
 * phone parses) and in brotli (what it downloads), and its page data in brotli (the context Gatsby
 * fetches beside the HTML). The whole year is one long page (about 345 KB of list, 19 KB in brotli,
 * 21 KB of data, measured); a month's table is a fifth of it, so the month links are the light way in.
 */
export const CHECKLIST_BUDGETS = {
  year: { rawHtml: 420 * 1024, html: 48 * 1024, data: 40 * 1024 },
  month: { rawHtml: 140 * 1024, html: 12 * 1024, data: 12 * 1024 },
} as const;
