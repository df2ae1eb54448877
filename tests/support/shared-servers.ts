import type { Database } from "../../src/server/data/database";
import { startSiteServer, type SiteServer, type TestSetup } from "./site-server";
import { openTestDatabase } from "./test-database";

/**
 * Server processes sharing one database, one DATA_DIR and (on the deployed setup) one bucket, as a
 * site behind a balancer runs them: for tests of limits that must hold across processes and
 * restarts. They trust X-Forwarded-For, so a test can post as any visitor through either.
 */
export interface SharedSetup {
  env: Record<string, string>;
  /** The database, opened by the test to check or prepare what is stored. */
  db: Database;
  /** The servers started so far, in order. */
  servers: SiteServer[];
  /** Starts one more server on the same storage. */
  start(): Promise<SiteServer>;
  /** Stops a server and starts a new one in its place: a restart. */
  restart(server: SiteServer): Promise<SiteServer>;
  stop(): Promise<void>;
}

/** A new, empty setup of this kind with no server yet, so that a test may fill its storage first. */
export async function sharedSetup(setup: TestSetup, env: Record<string, string> = {}): Promise<SharedSetup> {
  const shared = { ...(await setup.create()), TRUST_PROXY: "true", ...env };
  const db = await openTestDatabase(shared);
  const servers: SiteServer[] = [];
  const start = async () => {
    const server = await startSiteServer(shared);
    servers.push(server);
    return server;
  };
  return {
    env: shared,
    db,
    servers,
    start,
    async restart(server) {
      await server.stop();
      servers.splice(servers.indexOf(server), 1);
      return start();
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await db.close();
    },
  };
}

/** Two servers on one setup's storage: the two-process setup every limit test can use. */
export async function twoServers(setup: TestSetup, env: Record<string, string> = {}): Promise<SharedSetup & { a: SiteServer; b: SiteServer }> {
  const shared = await sharedSetup(setup, env);
  const [a, b] = await Promise.all([shared.start(), shared.start()]);
  return { ...shared, a, b };
}
