/**
 * Gatsby's own JavaScript rule runs Babel, TypeScript's preset included, on every .ts and .tsx file
 * of the site. gatsby-plugin-typescript, which Gatsby always loads, adds a rule of its own for
 * `.tsx?` files with the same loader, and webpack applies every rule that matches: each TypeScript
 * module of the site went through Babel twice in every webpack stage, the second pass parsing and
 * walking the first one's output again (about 7 s of a cold build's main thread, for the same code).
 * The plugin's rule is narrowed to the TypeScript files Gatsby's rule leaves out (those of packages),
 * so nothing loses its Babel pass and none gets two.
 */

type FileCondition = (file: string) => boolean;

interface LoaderUse {
  loader?: string;
}

export interface Rule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  use?: unknown;
}

/** Gatsby's rules choose their loader per module; asked as for a module no page template imports. */
function loadersOf(rule: Rule): string | null {
  if (typeof rule.use !== "function") return null;
  const uses = (rule.use as (info: { resourceQuery: string; issuer: string }) => LoaderUse[])({ resourceQuery: "", issuer: "" });
  return Array.isArray(uses) ? uses.map((use) => use.loader ?? "").join("\n") : null;
}

const matchesAll = (test: unknown, files: string[]) => test instanceof RegExp && files.every((file) => test.test(file));

/** Gatsby's JavaScript rule: JavaScript and TypeScript alike, for the files its `include` chooses. */
export const isGatsbyScriptRule = (rule: Rule) => matchesAll(rule.test, ["a.js", "a.ts", "a.tsx"]) && typeof rule.include === "function";

/** gatsby-plugin-typescript's rule: TypeScript files, with no condition of its own on where they are. */
const isTypeScriptOnlyRule = (rule: Rule) =>
  matchesAll(rule.test, ["a.ts", "a.tsx"]) && !(rule.test as RegExp).test("a.js") && rule.include === undefined && rule.exclude === undefined;

/**
 * The rules with each TypeScript-only rule that runs the same loaders as Gatsby's JavaScript rule
 * limited to the files that rule does not take; and how many were so limited (none if Gatsby's
 * rules change shape, leaving the configuration as it was).
 */
export function withSingleBabelPass(rules: unknown): { rules: unknown; narrowed: number } {
  if (!Array.isArray(rules)) return { rules, narrowed: 0 };
  const gatsbyRule = (rules as Rule[]).find(isGatsbyScriptRule);
  const gatsbyLoaders = gatsbyRule ? loadersOf(gatsbyRule) : null;
  if (!gatsbyRule || gatsbyLoaders === null) return { rules, narrowed: 0 };
  const takenByGatsby = gatsbyRule.include as FileCondition;
  let narrowed = 0;
  const result = (rules as Rule[]).map((rule) => {
    if (!isTypeScriptOnlyRule(rule) || loadersOf(rule) !== gatsbyLoaders) return rule;
    narrowed++;
    return { ...rule, include: (file: string) => !takenByGatsby(file) };
  });
  return { rules: result, narrowed };
}
