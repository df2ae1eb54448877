import path from "node:path";
import type { GatsbyNode, Node, NodeInput } from "gatsby";
import { collections, type CollectionName, type Content } from "./collections";
import { entryIdField } from "./graphql-types";
import { ContentValidationError } from "./problems";
import { mapRoles } from "./schema-walk";

/** The name of the gatsby-source-filesystem instance that watches the collection files (gatsby-config.ts). */
export const CONTENT_SOURCE = "content";

export interface ContentNodeData {
  type: string;
  key: string;
  data: Record<string, unknown>;
}

/**
 * One node per entry of a collection, from already-validated content (so the schema never sees
 * unvalidated data), with its list position. Image paths become absolute, which is how
 * `File @link(by: "absolutePath")` finds the File nodes gatsby-source-filesystem made for them.
 */
export function collectionNodes(content: Content, name: CollectionName, contentDir: string): ContentNodeData[] {
  const { nodeType, schema, single } = collections[name];
  if (!nodeType) return [];
  const resolved = mapRoles(schema, content[name], (role, value) => (role === "image" || role === "document" ? path.join(contentDir, value as string) : value));
  const entries = single ? [resolved] : (resolved as unknown[]);
  return entries.map((entry, index) => {
    const { id, ...rest } = entry as Record<string, unknown>;
    const withId = id === undefined ? rest : { ...rest, [entryIdField(nodeType)]: id };
    return { type: nodeType, key: String(id ?? index), data: single ? withId : { ...withId, position: index } };
  });
}

/** The collection a File node of content/ holds, if it is one. */
export function collectionOfFile(node: { internal: { type: string }; sourceInstanceName?: unknown; base?: unknown }): CollectionName | null {
  if (node.internal.type !== "File" || node.sourceInstanceName !== CONTENT_SOURCE) return null;
  const entry = Object.entries(collections).find(([, collection]) => collection.file === node.base);
  return entry ? (entry[0] as CollectionName) : null;
}

export interface ContentStore {
  current: () => Content;
  reload: () => Content;
  /** md5 of a collection file as `current()` read it. */
  digest: (file: string) => string | undefined;
  contentDir: string;
}

/**
 * Turns each collection file into its nodes, as children of the file's File node, the way
 * gatsby-transformer-json does, but validated first. When an editor saves a file during
 * `npm run develop`, gatsby-source-filesystem updates the File node, Gatsby drops its old children,
 * and this makes the new ones: the preview shows the edit without a restart. A mistake is reported
 * with its message and the last valid content is used until it is fixed.
 */
export function createContentNodesFromFiles(store: ContentStore): NonNullable<GatsbyNode["onCreateNode"]> {
  return ({ node, actions, createNodeId, createContentDigest, reporter }) => {
    const name = collectionOfFile(node);
    if (!name) return;
    const file = collections[name].file;
    let content = store.current();
    if (store.digest(file) !== node.internal.contentDigest) {
      try {
        content = store.reload();
        reporter.info(`content/${file} changed: content/ is valid`);
      } catch (error) {
        if (!(error instanceof ContentValidationError)) throw error;
        reporter.panicOnBuild(error.message);
      }
    }
    for (const { type, key, data } of collectionNodes(content, name, store.contentDir)) {
      const child: NodeInput = { ...data, id: createNodeId(`${type}-${key}`), parent: node.id, internal: { type, contentDigest: createContentDigest(data) } };
      actions.createNode(child);
      actions.createParentChildLink({ parent: node, child: child as Node });
    }
  };
}
