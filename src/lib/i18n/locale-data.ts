/**
 * Reads a UI string straight from the page's locale nodes. Gatsby renders Head outside the page
 * element, so outside react-i18next's provider, and it cannot call t(); the strings are the same ones
 * the page query fetched. Head needs a few plain strings, never interpolation or plural forms.
 */
export interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string | null; data: string | null } }>;
}

/** The value at a dotted path (`errors.tooLong`) of a namespace's strings, if there is one. */
function valueAt(tree: unknown, path: string): unknown {
  let value = tree;
  for (const part of path.split(".")) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

export function localeString(locales: LocaleEdges | null | undefined, ns: string, key: string): string | undefined {
  const node = locales?.edges.find((edge) => edge.node.ns === ns)?.node;
  const value: unknown = node?.data ? valueAt(JSON.parse(node.data), key) : undefined;
  return typeof value === "string" ? value : undefined;
}
