import fs from "node:fs";
import type { GatsbyNode, Node } from "gatsby";

/** The gatsby-source-filesystem instance that reads content/locales (gatsby-config.ts). */
export const LOCALE_SOURCE = "locale";

/**
 * One `LocaleStrings` node per UI-string file (content/locales/<language>/<namespace>.json): its language,
 * namespace and the JSON as compact text, which each page's query (the PageShell fragment) fetches
 * for its own language and namespaces only. The files were validated with the rest of the content
 * before any node is made.
 */
export const createLocaleNodes: NonNullable<GatsbyNode["onCreateNode"]> = ({ node, actions, createNodeId, createContentDigest }) => {
  const file = node as Node & { sourceInstanceName?: unknown; relativeDirectory?: string; name?: string; extension?: string; absolutePath?: string };
  if (file.internal.type !== "File" || file.sourceInstanceName !== LOCALE_SOURCE || file.extension !== "json" || !file.absolutePath) return;
  const data = JSON.stringify(JSON.parse(fs.readFileSync(file.absolutePath, "utf8")));
  const locale = {
    id: createNodeId(`${file.id} >>> LocaleStrings`),
    parent: file.id,
    children: [],
    language: file.relativeDirectory,
    ns: file.name,
    data,
    internal: { type: "LocaleStrings", content: data, contentDigest: createContentDigest(data) },
  };
  actions.createNode(locale);
  actions.createParentChildLink({ parent: file, child: locale as unknown as Node });
};
