export default async function globalTeardown(): Promise<void> {
  globalThis.testPostgres?.stop();
  await globalThis.testS3?.stop();
}
