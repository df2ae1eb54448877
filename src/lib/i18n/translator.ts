import type { LocaleEdges } from "./locale-data";

/**
 * The UI strings' lookup: `t("forms:errors.tooLong", { max: 100 })` finds `errors.tooLong` in the
 * `forms` namespace (content/locales/<language>/forms.json) and fills its `{{max}}`. A key without a
 * namespace is looked up in the default one. A missing key answers with the key itself, so a gap shows
 * on the page and in tests instead of an empty space. This is all the site asks of a translation
 * library; keeping it this small spares every page's script the weight of one.
 */
export type Namespaces = Readonly<Record<string, unknown>>;
export type Translate = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** The value at a dotted path (`errors.tooLong`) of a namespace's strings, if there is one. */
export function lookup(tree: unknown, path: string): unknown {
  let value = tree;
  for (const part of path.split(".")) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

export function createTranslator(namespaces: Namespaces, defaultNamespace = "common"): Translate {
  return (key, values = {}) => {
    const split = key.indexOf(":");
    const namespace = split === -1 ? defaultNamespace : key.slice(0, split);
    const path = split === -1 ? key : key.slice(split + 1);
    const found = lookup(namespaces[namespace], path);
    if (typeof found !== "string") return path;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (values[name] === undefined ? placeholder : String(values[name])));
  };
}

/** The namespaces of a page query's `locales` (one node per namespace, its JSON as text). */
export function namespacesOf(locales: LocaleEdges | null | undefined): Namespaces {
  return Object.fromEntries((locales?.edges ?? []).filter(({ node }) => node.ns && node.data).map(({ node }) => [node.ns, JSON.parse(node.data ?? "{}")]));
}
