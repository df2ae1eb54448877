import fs from "node:fs";
import path from "node:path";
import type { PathRedirect } from "../lib/routing/routes";
import { filesUnder } from "../lib/files/files-under";
import { loadBundleAfterFirstPaint, oneCopyOfEachModuleScript } from "./page-scripts";
import { redirectPageHtml, redirectsFile } from "../content/redirects";

/** Writes one static redirect page per old path into public/ (never over one of the site's pages). */
export function writeRedirectPages(publicDir: string, redirects: readonly PathRedirect[], siteUrl: string, pagePaths: ReadonlySet<string>): void {
  for (const redirect of redirects) {
    if (pagePaths.has(redirect.from)) throw new Error(`Redirect from ${redirect.from} would overwrite a page`);
    const file = path.join(publicDir, redirect.from, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPageHtml(redirect, siteUrl));
  }
}

export function writeRedirectsFile(publicDir: string, redirects: readonly PathRedirect[], notFoundPaths: Record<string, string>): void {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, notFoundPaths));
}

/** robots.txt from the one siteUrl: everything may be crawled except the noindex pages' paths. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}

/**
 * React 18.3's server renderer flushes its whole 2048-byte buffer when a multi-byte character does
 * not fit at the end, so a NUL byte lands before that character (e.g. "Amaz\0ônia"; gatsbyjs/gatsby
 * #37989, #38747). HTML never holds a real NUL, so every NUL in a built page is that stray byte.
 */
function withoutStrayNulBytes(bytes: Buffer): Buffer {
  return bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes;
}

/**
 * Where Gatsby keeps the scripts it stitches into every page, in its own form: it compares the file
 * with what it would write at each build, and a difference (a rewritten file) makes it stitch every
 * page again, so the first rebuild after any build rewrote and recompressed all of them.
 */
export const STITCHED_SCRIPTS_DIR = path.join("_gatsby", "slices");

/**
 * Every HTML file under public/ but Gatsby's stitched scripts (the pages and the redirect pages),
 * read and written once: stray NUL bytes removed, then the scripts rewritten (the entry bundle loaded
 * after the first paint, gatsby-plugin-image's repeated loader kept once: page-scripts.ts). A finished
 * page is left as it is, and one Gatsby stitched its scripts into again is finished anew, so running
 * this after every build is safe. Returns the files it changed.
 */
export function finishBuiltPages(publicDir: string): string[] {
  const changed: string[] = [];
  const stitched = path.join(publicDir, STITCHED_SCRIPTS_DIR) + path.sep;
  for (const file of filesUnder(publicDir, (name) => name.endsWith(".html"))) {
    if (file.startsWith(stitched)) continue;
    const bytes = fs.readFileSync(file);
    const cleaned = withoutStrayNulBytes(bytes);
    const html = cleaned.toString("utf8");
    const finished = oneCopyOfEachModuleScript(loadBundleAfterFirstPaint(html));
    if (cleaned === bytes && finished === html) continue;
    fs.writeFileSync(file, finished);
    changed.push(file);
  }
  return changed;
}
