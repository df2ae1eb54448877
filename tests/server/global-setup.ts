import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../support/free-port";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { startS3, type TestS3 } from "../support/s3-server";

declare global {
  var testPostgres: TestPostgres | undefined;
  var testS3: TestS3 | undefined;
  var testScratch: string | undefined;
}

/**
 * One PostgreSQL cluster and one S3-compatible server for the whole server suite; each test file
 * makes its own database and bucket in them.
 */
export default async function globalSetup(): Promise<void> {
  const postgres = await startPostgres(await freePort());
  globalThis.testPostgres = postgres;
  process.env["TEST_POSTGRES_URL"] = postgres.url;
  const s3 = await startS3();
  globalThis.testS3 = s3;
  process.env["TEST_S3_ENDPOINT"] = s3.endpoint;
  // Every data folder, upload and file the tests and their servers make in the temporary directory
  // goes into one, removed when the suite ends (the test files' workers and servers start after
  // this and take it from the environment). Set after PostgreSQL's own folder, which its server's
  // user must be able to reach.
  globalThis.testScratch = fs.mkdtempSync(path.join(os.tmpdir(), "site-server-tests-"));
  process.env["TMPDIR"] = globalThis.testScratch;
}
