import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * CSS module class names as six characters of a hash, instead of Gatsby's
 * `index-module--<local>--<5 hex>`: every page carries each name several times (its HTML, its CSS and
 * the class maps in its scripts), and the long names were a fifth of the home page's CSS. Six base64url
 * characters give 68 billion names for a site of under a thousand classes, and need no escaping in CSS
 * (css-loader puts an underscore before a name that would start with a digit or a hyphen).
 *
 * The hash covers the stylesheet's content as well as its path and the local name. Gatsby renders a
 * page's HTML again only when its data or its template's server bundle changed, and the page's CSS is
 * inlined in that HTML: with names that ignored the content, an edit to a shared component's
 * stylesheet left the pages whose data had not changed with the old CSS inlined. Names that follow
 * the content change the bundle of every template that uses the component, so those pages are
 * rendered again. Applied to every stage, so the server-rendered HTML and the browser bundle agree.
 */
const NAME_LENGTH = 6;

interface LoaderContext {
  resourcePath: string;
  rootContext?: string;
}

const contentDigests = new Map<string, { mtimeMs: number; digest: string }>();

/** The stylesheet's content digest, read once per version of the file. */
function contentDigest(file: string): string {
  const { mtimeMs } = fs.statSync(file);
  const known = contentDigests.get(file);
  if (known?.mtimeMs === mtimeMs) return known.digest;
  const digest = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  contentDigests.set(file, { mtimeMs, digest });
  return digest;
}

/** css-loader's `modules.getLocalIdent`: the class name for `localName` of the stylesheet being loaded. */
export function shortClassName(context: LoaderContext, _pattern: string, localName: string): string {
  const file = context.resourcePath;
  const relative = path
    .relative(context.rootContext ?? process.cwd(), file)
    .split(path.sep)
    .join("/");
  return createHash("sha256")
    .update(`${relative}\0${localName}\0${contentDigest(file)}`)
    .digest("base64url")
    .slice(0, NAME_LENGTH);
}

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}

interface Rule {
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** Sets the class naming on every css-loader that builds CSS modules, in place; returns how many. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0;
  for (const rule of asArray(rules) as Rule[]) {
    if (typeof rule !== "object" || rule === null) continue;
    for (const use of asArray(rule.use) as LoaderUse[]) {
      const modules = use?.options?.modules;
      if (use?.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
        (modules as { getLocalIdent?: typeof shortClassName }).getLocalIdent = shortClassName;
        changed += 1;
      }
    }
    changed += shortenCssModuleNames(rule.oneOf) + shortenCssModuleNames(rule.rules);
  }
  return changed;
}
