/**
 * CSS module class names as six characters of a hash of the file and the local name, instead of
 * Gatsby's `index-module--<local>--<5 hex>`: every page carries each name several times (its HTML, its
 * CSS and the class maps in its scripts), and the long names were a fifth of the home page's CSS.
 * Six base64 characters give 68 billion names for a site of under a thousand classes; css-loader puts
 * an underscore before a name that would start with a digit or a hyphen. Applied to every stage, so
 * the server-rendered HTML and the browser bundle agree.
 */
export const CLASS_NAME_PATTERN = "[hash:base64:6]";

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

/** Sets the class name pattern on every css-loader that builds CSS modules, in place; returns how many. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0;
  for (const rule of asArray(rules) as Rule[]) {
    if (typeof rule !== "object" || rule === null) continue;
    for (const use of asArray(rule.use) as LoaderUse[]) {
      const modules = use?.options?.modules;
      if (use?.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
        (modules as { localIdentName?: string }).localIdentName = CLASS_NAME_PATTERN;
        changed += 1;
      }
    }
    changed += shortenCssModuleNames(rule.oneOf) + shortenCssModuleNames(rule.rules);
  }
  return changed;
}
