import { createHash } from "node:crypto";

/**
 * Each page carries only the CSS it uses. Gatsby's browser build puts every stylesheet of the site in
 * one `styles` chunk, inlined into every page (about 50 KB on each). Here that group goes, and a
 * stylesheet follows the templates that use it:
 *
 * - used by two or more chunks (the layout, the tokens and the primitives in every template; a card
 *   in some): a chunk for exactly that set of chunks, `css-<how many>-<hash of their names>`;
 * - used by one template (or one lazily loaded component): that template's (or component's) chunk.
 *
 * A page inlines the stylesheets of its chunks, the most shared first (stylesheet-order.ts); a template
 * reached by navigation has its missing ones fetched by the browser. No rule exists in two files, so
 * the cascade on a page cannot depend on which pages the visitor saw before.
 */

/** The prefix of the chunks of stylesheets shared by several chunks. */
export const SHARED_CSS_PREFIX = "css-";

interface ChunkModule {
  type?: string;
}

interface NamedChunk {
  name?: string | null;
  id?: string | number | null;
}

interface SplitChunks {
  cacheGroups?: Record<string, unknown>;
}

const isStylesheet = (module: ChunkModule) => module.type === "css/mini-extract";

/**
 * One name per set of chunks, the same on every build while the set is the same; it starts with how
 * many chunks share it, so a page can put the most widely shared first.
 */
export function sharedCssChunkName(chunks: NamedChunk[]): string {
  const names = chunks.map((chunk) => String(chunk.name ?? chunk.id)).sort();
  return `${SHARED_CSS_PREFIX}${names.length}-${createHash("sha1").update(names.join("\n")).digest("hex").slice(0, 10)}`;
}

/**
 * A chunk file's name as `css-<how many>-…`, at the start of a path or after a slash. Kept as source
 * text because the browser runtime below needs it as text too.
 */
const SHARING_PATTERN = `(?:^|\\/)${SHARED_CSS_PREFIX}(\\d+)-[^/]*$`;

/** How many chunks share the stylesheet of a chunk file (`/css-22-….css`); 1 for a chunk of its own. */
export function sharedBy(file: string): number {
  const match = new RegExp(SHARING_PATTERN).exec(file);
  return match ? Number(match[1]) : 1;
}

/** Rewrites the browser build's cache groups in place; throws if Gatsby's `styles` group is not there to replace. */
export function splitCssByTemplate(splitChunks: SplitChunks | false | undefined): void {
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  if (!groups || !("styles" in groups)) throw new Error("the browser build no longer has the `styles` chunk group this split replaces");
  delete groups.styles;
  // Above Gatsby's `commons` (20), which would otherwise take the stylesheets of every template along
  // with their scripts, out of this order.
  groups.sharedStyles = {
    test: isStylesheet,
    name: (_module: unknown, chunks: NamedChunk[]) => sharedCssChunkName(chunks),
    minChunks: 2,
    minSize: 0,
    priority: 25,
    enforce: true,
  };
}

/**
 * Where the browser puts a stylesheet it fetches for a page reached by navigation: before the first
 * one on the page that is less widely shared, so the document keeps the order a fresh load of that
 * page has (stylesheet-order.ts), whatever order the chunks arrive in. Given to mini-css-extract-plugin
 * as its `insert` function, which writes it into the browser runtime as source: so it is built from
 * text, self-contained, and reads the sharing from the file name with the pattern `sharedBy` uses.
 */
export function insertBySharing(): (linkTag: HTMLLinkElement) => void {
  return new Function(
    "linkTag",
    `var pattern = new RegExp(${JSON.stringify(SHARING_PATTERN)});
    var sharing = function (href) { var match = pattern.exec(href || ""); return match ? Number(match[1]) : 1; };
    var own = sharing(linkTag.getAttribute("href"));
    var sheets = document.querySelectorAll("style[data-href], link[rel=stylesheet]");
    for (var i = 0; i < sheets.length; i++) {
      if (sharing(sheets[i].getAttribute("data-href") || sheets[i].getAttribute("href")) < own) {
        sheets[i].parentNode.insertBefore(linkTag, sheets[i]);
        return;
      }
    }
    document.head.appendChild(linkTag);`,
  ) as (linkTag: HTMLLinkElement) => void;
}

interface CssExtractPlugin {
  constructor: { name: string };
  runtimeOptions?: { insert?: unknown };
  options?: { ignoreOrder?: boolean; experimentalUseImportModule?: boolean };
}

const cssExtractPlugin = (plugins: unknown[] | undefined) =>
  (plugins ?? []).find((plugin): plugin is CssExtractPlugin => (plugin as CssExtractPlugin)?.constructor?.name === "MiniCssExtractPlugin");

/** Sets the insert function on the build's mini-css-extract-plugin; throws if there is none to set it on. */
export function insertFetchedStylesheetsBySharing(plugins: unknown[] | undefined): void {
  const extract = cssExtractPlugin(plugins);
  if (!extract?.runtimeOptions) throw new Error("the browser build has no mini-css-extract-plugin to tell where fetched stylesheets go");
  extract.runtimeOptions.insert = insertBySharing();
}

/**
 * The development bundle puts the stylesheets of every template a browser has asked for into one chunk,
 * in an order no page has (the production build splits them by template, above, and its tests hold
 * the order pages inline them in). Its "Conflicting order" warnings, a screenful at each start of
 * `npm run cms` once the preview has shown a few pages, describe that chunk only: mini-css-extract-
 * plugin's own `ignoreOrder` option silences them there.
 */
export function quietDevelopCssOrder(plugins: unknown[] | undefined): void {
  const extract = cssExtractPlugin(plugins);
  if (!extract?.options) throw new Error("the development bundle has no mini-css-extract-plugin");
  extract.options.ignoreOrder = true;
}

/**
 * Runs each stylesheet's loaders inside the build's own compilation (webpack's `importModule`) instead of
 * a child compilation per stylesheet. mini-css-extract-plugin hashes its child compilations into the
 * compilation hash, and a build that takes the stylesheets from webpack's cache starts none: the hash of
 * a rebuild then differed from the cold build before it whatever changed, and Gatsby wrote the new hash
 * into every page, so the first rebuild after a cold one rewrote and recompressed all of them. The
 * plugin's own option; the CSS it extracts is the same.
 */
export function extractStylesheetsInCompilation(plugins: unknown[] | undefined): void {
  const extract = cssExtractPlugin(plugins);
  if (!extract?.options) throw new Error("the browser build has no mini-css-extract-plugin to run stylesheets in its compilation");
  extract.options.experimentalUseImportModule = true;
}
