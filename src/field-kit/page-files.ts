/**
 * The site's own files a page's HTML loads: its scripts, stylesheets, preloaded fonts, icons and
 * pictures, as paths. Read from the HTML itself, so it holds for any page a build makes; used by the
 * build to list what the worker saves and by the worker to bring a kept page's files up to date.
 */
const TAG = /<(img|source|link|script|a)\b([^>]*)>/gi;
const ATTRIBUTE = /\s(src|href|srcset|data-src|data-srcset)="([^"]*)"/gi;
const OWN_FILE = /^\/(?!\/)[^?#]*\.(js|css|woff2|webp|png|jpe?g|svg|avif)$/;
const OWN_DOCUMENT = /^\/(?!\/)[^?#]*\.pdf$/;
const PICTURE = /\.(webp|png|jpe?g|avif)$/;

export interface PageFileOptions {
  /**
   * Keep one width of each picture: the widest of its `srcset` up to this many pixels (the narrowest
   * when none is that narrow). Without it, every width is listed.
   */
  pictureWidth?: number;
  /** Also list the site's PDF documents the page links to. */
  documents?: boolean;
}

const decoded = (value: string) => value.replace(/&amp;/g, "&");

/** A `srcset`'s candidates as [path, width]; a density descriptor (2x) or none counts as width 0. */
function candidates(srcset: string): Array<[string, number]> {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([path]) => path !== undefined && path !== "")
    .map(([path = "", descriptor = ""]) => [decoded(path), /^\d+w$/.test(descriptor) ? Number(descriptor.slice(0, -1)) : 0]);
}

function oneWidth(srcset: string, most: number): string[] {
  const sorted = candidates(srcset).sort((a, b) => a[1] - b[1]);
  const fitting = sorted.filter(([, width]) => width <= most);
  const chosen = fitting[fitting.length - 1] ?? sorted[0];
  return chosen ? [chosen[0]] : [];
}

export function pageFiles(html: string, options: PageFileOptions = {}): string[] {
  const found = new Set<string>();
  const fromSrcsets = new Set<string>();
  const singles: string[] = [];
  for (const [, tag = "", attributes = ""] of html.matchAll(TAG)) {
    for (const [, rawName = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
      const name = rawName.toLowerCase();
      if (name.endsWith("srcset")) {
        const all = candidates(value).map(([path]) => path);
        all.forEach((path) => fromSrcsets.add(path));
        const kept = options.pictureWidth === undefined ? all : oneWidth(value, options.pictureWidth);
        kept.filter((path) => OWN_FILE.test(path)).forEach((path) => found.add(path));
      } else if (tag.toLowerCase() === "a") {
        if (options.documents && name === "href" && OWN_DOCUMENT.test(decoded(value))) found.add(decoded(value));
      } else {
        singles.push(decoded(value));
      }
    }
  }
  for (const path of singles) {
    if (!OWN_FILE.test(path)) continue;
    // A picture's `src` is one of its widths: with a width chosen, the `srcset` has given it.
    if (options.pictureWidth !== undefined && PICTURE.test(path) && fromSrcsets.has(path)) continue;
    found.add(path);
  }
  return [...found].sort();
}
