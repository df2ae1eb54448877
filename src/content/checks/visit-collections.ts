import { collections, type CollectionName, type Content } from "../collections";
import { visitMarked, type Marks } from "../schema-walk";

/** visitMarked over every collection, also handing over the file the value came from. */
export function visitCollections<Meta>(
  content: Content,
  registry: Marks<Meta>,
  visit: (meta: Meta, value: unknown, path: PropertyKey[], file: string) => void,
): void {
  for (const name of Object.keys(collections) as CollectionName[]) {
    const { file, schema } = collections[name];
    visitMarked(registry, schema, content[name], (meta, value, path) => visit(meta, value, path, file));
  }
}
