import path from "node:path";
import type { GatsbyNode, NodeInput } from "gatsby";
import { collections, type CollectionName, type Content } from "./collections";
import { entryIdField } from "./graphql-types";
import { mapRoles } from "./schema-walk";

/**
 * Creates one node per content entry from the already-validated content (so the schema never sees
 * unvalidated data). Image paths become absolute, which is how `File @link(by: "absolutePath")` finds
 * the File nodes gatsby-source-filesystem made for content/images.
 */
export function contentNodes(content: Content, contentDir: string): Array<{ type: string; key: string; data: Record<string, unknown> }> {
  const nodes: Array<{ type: string; key: string; data: Record<string, unknown> }> = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const { nodeType, schema, single } = collections[name];
    if (!nodeType) continue;
    const resolved = mapRoles(schema, content[name], (role, value) =>
      role === "image" || role === "document" ? path.join(contentDir, value as string) : value,
    );
    const entries = single ? [resolved] : (resolved as unknown[]);
    entries.forEach((entry, index) => {
      const { id, ...rest } = entry as Record<string, unknown>;
      const withId = id === undefined ? rest : { ...rest, [entryIdField(nodeType)]: id };
      const data = single ? withId : { ...withId, position: index };
      nodes.push({ type: nodeType, key: String(id ?? index), data });
    });
  }
  return nodes;
}

export const sourceContentNodes =
  (content: () => Content, contentDir: string): GatsbyNode["sourceNodes"] =>
  ({ actions, createNodeId, createContentDigest }) => {
    for (const { type, key, data } of contentNodes(content(), contentDir)) {
      const node: NodeInput = {
        ...data,
        id: createNodeId(`${type}-${key}`),
        internal: { type, contentDigest: createContentDigest(data) },
      };
      actions.createNode(node);
    }
  };
