/** Where a path the docs name may start: the repository's own folders and files. */
const ROOTS =
  /^(src|content|tests|scripts|docs|static|patches|\.github|\.ci|gatsby-(config|node|browser|ssr)\.tsx?|package\.json|tsconfig\.json|jest\.config\.js|playwright[a-z.]*\.ts|netlify\.toml)(\/|$)/;
/** Patterns, not paths: `content/locales/{pt,en}/<namespace>.json`, `src/**`, `…`. */
const PATTERN = /[<>{}*…]/;
/** What the build or a command writes, named by the docs but absent from a clean clone. */
export const GENERATED = /^(src\/styles\/fonts\/[a-z]+\.woff2|content\/documents\/[a-z-]+\.pdf)$/;

/** Every path written in backticks in a Markdown file, e.g. `src/content/source-nodes.ts`. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map(([, span]) => span!.replace(/[.,:;)]+$/, ""));
  return [...new Set(spans.filter((span) => ROOTS.test(span) && !PATTERN.test(span)))];
}
