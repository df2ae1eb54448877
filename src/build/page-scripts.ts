/**
 * Rewrites of the scripts in a built page's HTML, run after Gatsby has written and stitched every
 * page (gatsby-hooks `onPostBuild`) and before the pages' security policies hash their inline
 * scripts.
 */

/** The tags Gatsby writes for the entry bundle (webpack runtime, React, the app). */
const BUNDLE_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/**
 * Gatsby's map from every template to its files (3.7 KB on every page). A build with slices writes it
 * as a JSON *string*, which Gatsby's loader indexes as if it were an object (only to prefetch a
 * template's files before a navigation), so it never finds a file in it. The loader below sets an
 * empty map instead: the same behaviour (a link prefetches the page's data; webpack fetches the
 * template's code on navigation) without the bytes.
 */
const CHUNK_MAP_SCRIPT = /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>\s*/;

/**
 * The build's hash, by which Gatsby's loader notices a new deploy (and reloads rather than mix two
 * builds). The loader below sets it itself: one inline script, and one hash in the page's security
 * policy, fewer.
 */
const COMPILATION_HASH_SCRIPT = /<script>window\.___webpackCompilationHash="([0-9a-f]+)";<\/script>/;

/**
 * The page's own path, which Gatsby's app compares with the address it was opened at. Its own inline
 * script cost each page a hash in its security policy (about 55 bytes of headers, which are not
 * compressed) and a tag; the assignment moves to the start of the loader below, which runs before any
 * bundle does.
 */
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/(window\.pagePath="[^"<]*";)\/\*\]\]>\*\/<\/script>/;

/**
 * The inline script that requests the entry bundle once the first paint is on screen. A phone on a
 * slow connection first spends its bandwidth and main-thread time on what that paint needs (the
 * page, its preloaded fonts, the hero picture); the scripts only make an already readable page
 * interactive. The browser reports the first contentful paint once the frame is presented, which on
 * a slow device is well after the frame was drawn; where paint timing is missing, a timer after the
 * first animation frame stands in. The one-second timer covers a page opened in a background tab,
 * which paints nothing; `d` keeps the files from being requested twice.
 */
export function bundleLoader(sources: readonly string[], compilationHash: string | null = null): string {
  return (
    (compilationHash === null ? "" : `window.___webpackCompilationHash=${JSON.stringify(compilationHash)};`) +
    `window.___chunkMapping={};(function(u){var d;function l(){if(d)return;d=1;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=!0;document.body.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(t){t.getEntriesByName("first-contentful-paint").length&&l()}).observe({type:"paint",buffered:!0});` +
    `else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1e3)})(${JSON.stringify(sources)})`
  );
}

/**
 * The loader below as this module writes it into a page, with the page's path first. Gatsby stitches
 * its scripts into every page again whenever the bundle's files change (from a shared file it keeps in
 * its own form): the page's path is then read from here, Gatsby's own script having gone at the first
 * rewrite.
 */
const FINISHED_LOADER = /<script>(window\.pagePath="[^"<]*";)window\.___webpackCompilationHash="[0-9a-f]+";window\.___chunkMapping=\{\};[\s\S]*?<\/script>/;

/** Where the loader goes while the page is rewritten; HTML never holds a NUL (post-build.ts removes the stray ones). */
const LOADER_PLACE = "\u0000loader\u0000";

/**
 * The page with the entry bundle's `<script async src>` tags replaced by the loader above, which also
 * sets the page's path and the build's hash; Gatsby's chunk map is removed. The files were already
 * loaded `async` (in whatever order they arrive), so loading them from script changes when they start,
 * not how. The loader takes the place of the page's own path script, outside the part Gatsby stitches
 * its scripts into, so stitching them in again (a later build with other bundle files) leaves it where
 * it is, to be written again from the new tags; a file without a path script gets it where the
 * first tag was. A page without the tags (a redirect page, or one already
 * rewritten) is returned unchanged.
 */
export function loadBundleAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const compilationHash = COMPILATION_HASH_SCRIPT.exec(html)?.[1] ?? null;
  const pathScript = PAGE_PATH_SCRIPT.exec(html) ?? FINISHED_LOADER.exec(html);
  const pagePath = pathScript?.[1] ?? "";
  let placed = pathScript !== null;
  const without = (pathScript ? html.replace(pathScript[0], LOADER_PLACE) : html)
    .replace(CHUNK_MAP_SCRIPT, "")
    .replace(COMPILATION_HASH_SCRIPT, "")
    .replace(BUNDLE_SCRIPT, (tag: string, source: string) => {
      sources.push(source);
      if (placed) return "";
      placed = true;
      return LOADER_PLACE;
    });
  if (sources.length === 0) return html;
  return without.replace(LOADER_PLACE, () => `<script>${pagePath}${bundleLoader(sources, compilationHash)}</script>`);
}

const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;

/**
 * The page with each inline module script that appears several times kept only at its last place.
 * gatsby-plugin-image writes the same 600-byte script beside every image (ten times on the home
 * page); each copy handles every image on the page, and inline module scripts all run after the page
 * is parsed, in order, so the last copy alone does what all of them did. The scripts sit inside the
 * image wrappers, whose inner HTML the browser build of the plugin leaves to the server.
 */
export function oneCopyOfEachModuleScript(html: string): string {
  const copies = new Map<string, number>();
  for (const match of html.matchAll(INLINE_MODULE)) copies.set(match[1] as string, (copies.get(match[1] as string) ?? 0) + 1);
  const seen = new Map<string, number>();
  return html.replace(INLINE_MODULE, (tag: string, body: string) => {
    const index = (seen.get(body) ?? 0) + 1;
    seen.set(body, index);
    return index === copies.get(body) ? tag : "";
  });
}
