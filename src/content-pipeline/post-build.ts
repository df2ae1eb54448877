import fs from "node:fs";
import path from "node:path";
import type { PathRedirect } from "../lib/routing/routes";
import { loadBundleAfterFirstPaint, oneCopyOfEachModuleScript } from "./page-scripts";
import { redirectPageHtml, redirectsFile } from "./redirects";

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

/** Every HTML file under public/: the pages, the redirect pages and Gatsby's slices. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/**
 * React 18.3's server renderer flushes its whole 2048-byte buffer when a multi-byte character does
 * not fit at the end, so a NUL byte lands before that character (e.g. "Amaz\0ônia"; gatsbyjs/gatsby
 * #37989, #38747). HTML never holds a real NUL, so every NUL in a built page is that stray byte.
 */
export function removeStrayNulBytes(publicDir: string): string[] {
  const cleaned: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const bytes = fs.readFileSync(file);
    if (!bytes.includes(0)) continue;
    fs.writeFileSync(file, Buffer.from(bytes.filter((byte) => byte !== 0)));
    cleaned.push(file);
  }
  return cleaned;
}

/**
 * Each built page (and the slice Gatsby stitches the bundle's tags from, so a page an incremental
 * build writes again gets the same) with its scripts rewritten: the entry bundle loaded after the
 * first paint, and gatsby-plugin-image's repeated loader once (page-scripts.ts). Both rewrites leave
 * a rewritten page as it is, so running this after every build is safe.
 */
export function rewritePageScripts(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = oneCopyOfEachModuleScript(loadBundleAfterFirstPaint(html));
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
}
