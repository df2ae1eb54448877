import fs from "node:fs";
import path from "node:path";
import type { PathRedirect } from "../lib/routes";
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
