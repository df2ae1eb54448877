import fs from "node:fs";

export default async function globalTeardown(): Promise<void> {
  globalThis.testPostgres?.stop();
  await globalThis.testS3?.stop();
  if (globalThis.testScratch) fs.rmSync(globalThis.testScratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
