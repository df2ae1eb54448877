export default async function globalTeardown(): Promise<void> {
  globalThis.testPostgres?.stop();
}
