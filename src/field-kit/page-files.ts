/**
 * The site's own files a page's HTML loads: its scripts, stylesheets, fonts preloaded and pictures
 * (every width of a `srcset`), as paths. Read from the HTML itself, so it holds for any page a build
 * makes; used by the build to list the kit and by the worker to bring a kept page's files up to date.
 */
const ATTRIBUTE = /\s(src|href|srcset|data-src|data-srcset)="([^"]+)"/g;
const OWN_FILE = /^\/(?!\/)[^?#]*\.(js|css|woff2|webp|png|jpe?g|svg|avif)$/;

export function pageFiles(html: string): string[] {
  const found = new Set<string>();
  for (const [, name, value = ""] of html.matchAll(ATTRIBUTE)) {
    const candidates = name?.endsWith("srcset") ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
    for (const candidate of candidates) {
      const decoded = candidate.replace(/&amp;/g, "&");
      if (OWN_FILE.test(decoded)) found.add(decoded);
    }
  }
  return [...found].sort();
}
