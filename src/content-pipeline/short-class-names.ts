/**
 * CSS module class names as `<local>_<6 hex of the file and name>` instead of Gatsby's
 * `index-module--<local>--<5 hex>`: the same uniqueness, half the length, and every page carries each
 * name several times (its HTML, its CSS and the class maps in its scripts). Applied to every stage, so
 * the server-rendered HTML and the browser bundle agree.
 */
export const CLASS_NAME_PATTERN = "[local]_[hash:hex:6]";

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
