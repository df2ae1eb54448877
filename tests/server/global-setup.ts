import { freePort } from "../support/free-port";
import { startPostgres, type TestPostgres } from "../support/postgres";

declare global {
  var testPostgres: TestPostgres | undefined;
}

/** One PostgreSQL cluster for the whole server suite; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  const postgres = await startPostgres(await freePort());
  globalThis.testPostgres = postgres;
  process.env["TEST_POSTGRES_URL"] = postgres.url;
}
