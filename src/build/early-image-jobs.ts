/**
 * Gatsby runs the page queries, and so creates the image jobs, only after both webpack builds; the
 * images (the longest step of a cold build, CPU-bound in sharp's threads) then run while the main
 * thread waits, and webpack ran while a core waited. Running each page query that asks for images
 * once before webpack starts creates the same jobs early: sharp works beside webpack, and when
 * Gatsby's query run creates them again it gets the job already running or done (a job is known by a
 * digest of its file and arguments), so no image is made twice and the pages' data are unchanged.
 */

export interface QueryStore {
  getState(): {
    components: Map<string, { query: string; pages: Set<string> }>;
    pages: Map<string, { context?: Record<string, unknown> }>;
  };
}

export type RunQuery = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

/** The page queries that ask for processed images, each with the variables of one of its pages. */
export function imageQueries(store: QueryStore): Array<{ query: string; variables: Record<string, unknown> }> {
  const { components, pages } = store.getState();
  return [...components.values()]
    .filter((component) => component.query.includes("gatsbyImageData"))
    .flatMap((component) => [...component.pages].map((page) => ({ query: component.query, variables: { ...pages.get(page)?.context, path: page } })));
}

/**
 * Starts the image jobs of every page query, one query at a time so webpack keeps the main thread,
 * and returns without waiting: Gatsby waits for every job before it writes the pages. A query that
 * fails here is left for Gatsby's own run of it, which reports it with the page it belongs to.
 */
export function startImageJobs(store: QueryStore, runQuery: RunQuery): Promise<number> {
  const queries = imageQueries(store);
  return queries
    .reduce<Promise<unknown>>((previous, { query, variables }) => previous.then(() => runQuery(query, variables).catch(() => undefined)), Promise.resolve())
    .then(() => queries.length);
}
