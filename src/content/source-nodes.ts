import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node, NodeInput, SourceNodesArgs } from "gatsby";
import { collections, type CollectionName, type Content } from "./collections";
import { entryIdField } from "./graphql-types";
import { ContentValidationError } from "./problems";
import { mapRoles } from "./schema-walk";

/** The name of the gatsby-source-filesystem instance that watches the collection files (gatsby-config.ts). */
export const CONTENT_SOURCE = "content";

/**
 * One node's data per entry of a collection, from already-validated content (so the schema never sees
 * unvalidated data), with its list position. Image paths become absolute, which is how
 * `File @link(by: "absolutePath")` finds the File nodes gatsby-source-filesystem made for them.
 */
export function collectionEntries(content: Content, name: CollectionName, contentDir: string): Array<Record<string, unknown>> {
  const { nodeType, schema, single } = collections[name];
  if (!nodeType) return [];
  const resolved = mapRoles(schema, content[name], (role, value) => (role === "image" || role === "document" ? path.join(contentDir, value as string) : value));
  const entries = single ? [resolved] : (resolved as unknown[]);
  return entries.map((entry, index) => {
    const { id, ...rest } = entry as Record<string, unknown>;
    const withId = id === undefined ? rest : { ...rest, [entryIdField(nodeType)]: id };
    return single ? withId : { ...withId, position: index };
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
 * The node holding one collection file's validated content as JSON (`internal.content`), child of the
 * file's File node. gatsby-transformer-json turns it into the collection's nodes.
 */
export const CHECKED_CONTENT_TYPE = "CheckedContent";

/**
 * What gatsby-transformer-json makes of the JSON files themselves: it reads every JSON File node, and the
 * collection and locale files are such nodes. Declared without fields and never queried; pages read the
 * nodes made from the validated content, the UI strings the i18n plugin's `Locale` nodes.
 */
export const UNCHECKED_JSON_TYPE = "UncheckedJson";

/** The nodes' types, declared so nothing about them is inferred. */
export const jsonSourceTypeDefs = `
  type ${CHECKED_CONTENT_TYPE} implements Node @dontInfer {
    collection: String!
  }
  type ${UNCHECKED_JSON_TYPE} implements Node @dontInfer {
    id: ID!
  }
`;

/**
 * gatsby-transformer-json's `typeName`: the collection's own node type (Room, Trail, SiteConfig…) for
 * validated content, and one unused type for everything else it reads.
 */
export function jsonNodeType({ node }: { node: { internal: { type: string }; collection?: unknown } }): string {
  if (node.internal.type !== CHECKED_CONTENT_TYPE) return UNCHECKED_JSON_TYPE;
  const nodeType = collections[node.collection as CollectionName]?.nodeType;
  if (!nodeType) throw new Error(`${CHECKED_CONTENT_TYPE} node of an unknown collection "${String(node.collection)}"`);
  return nodeType;
}

/**
 * The JSON gatsby-transformer-json reads for a collection: its validated entries as their nodes hold
 * them (an array for a list collection, which becomes one node per entry; an object for a single one).
 */
export function checkedContentJson(content: Content, name: CollectionName, contentDir: string): string {
  const entries = collectionEntries(content, name, contentDir);
  return JSON.stringify(collections[name].single ? entries[0] : entries);
}

/**
 * Validates each collection file before gatsby-transformer-json makes its nodes: for a File node of
 * content/, a `CheckedContent` child holding the validated content, which the transformer (it reads any
 * node of JSON) turns into the entries, children of it. When an editor saves a file during
 * `npm run develop`, gatsby-source-filesystem updates the File node, Gatsby drops its old children, and
 * this makes them anew: the preview shows the edit without a restart. A mistake is reported with its
 * message and the last valid content is used until it is fixed.
 */
export function createCheckedContentNodes(store: ContentStore): NonNullable<GatsbyNode["onCreateNode"]> {
  return (args) => checkContentFile(store, args);
}

/** What making a file's checked node needs of Gatsby's arguments, which onCreateNode and sourceNodes both give. */
type CheckArgs = Pick<CreateNodeArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter"> & { node: Node };

function checkContentFile(store: ContentStore, { node, actions, createNodeId, createContentDigest, reporter }: CheckArgs): void {
  const name = collectionOfFile(node);
  if (!name || !collections[name].nodeType) return;
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
  const json = checkedContentJson(content, name, store.contentDir);
  const checked: NodeInput = {
    id: createNodeId(`${node.id} >>> ${CHECKED_CONTENT_TYPE}`),
    parent: node.id,
    collection: name,
    internal: { type: CHECKED_CONTENT_TYPE, mediaType: "application/json", content: json, contentDigest: createContentDigest(json) },
  };
  actions.createNode(checked);
  actions.createParentChildLink({ parent: node, child: checked as Node });
}

/**
 * The same, for every content file, at each sourcing. Gatsby calls onCreateNode only for a file that
 * changed since its cache was written, but what a file's checked node holds also depends on the build:
 * the route table keeps only the routes whose pages are built, the bird checklist's once eBird records
 * are imported. A build after one without records (a deploy's warm cache, or the test build after
 * `npm run build`) kept the old route table, and the checklist pages failed for want of their route.
 * An unchanged node is made again with the same digest, which Gatsby takes as no change.
 */
export function recheckContentNodes(store: ContentStore): (args: SourceNodesArgs) => void {
  return ({ getNodesByType, ...args }) => {
    for (const node of getNodesByType("File")) checkContentFile(store, { ...args, node });
  };
}
