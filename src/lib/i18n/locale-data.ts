import { lookup } from "./translator";

/**
 * Reads a UI string straight from the page's locale nodes. Gatsby renders Head outside the page
 * element, so outside the i18n provider, and it cannot call t(); the strings are the same ones the
 * page query fetched.
 */
export interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string | null; data: string | null } }>;
}

export function localeString(locales: LocaleEdges | null | undefined, ns: string, key: string): string | undefined {
  const node = locales?.edges.find((edge) => edge.node.ns === ns)?.node;
  const value: unknown = node?.data ? lookup(JSON.parse(node.data), key) : undefined;
  return typeof value === "string" ? value : undefined;
}
