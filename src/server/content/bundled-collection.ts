import type { CollectionName, Collections } from "../../content/collections";
import { validatedOnce, validCollection } from "../../content/validate-files";

/**
 * Content as the server reads it: the value of each file imported by the module that needs it
 * (site.ts, routes.ts…), so that the bundler puts into a Gatsby Function exactly the files its code
 * reads (a deployed function has no content/ folder beside it), and the standalone server, run by tsx
 * from the repository, reads the same files. Each value is validated by the build's own schema and
 * messages when first read, then kept: importing a module never fails, and a mistake is told as the
 * build tells it (main.ts validates the whole of content/ before the server's modules load).
 */
export function bundledCollection<K extends CollectionName>(name: K, value: unknown): () => Collections[K] {
  return validatedOnce((problems) => validCollection(name, value, problems) as Collections[K]);
}
