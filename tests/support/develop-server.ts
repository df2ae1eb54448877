/** Helpers of the tests that run the development server on a copy of the project (tests/develop/). */

/** Waits until `probe` gives a value; on a timeout, says what was awaited and what the server printed last. */
export async function until<T>(what: string, timeoutMs: number, output: () => string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; the server said:\n${output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The environment of an editor's machine. Jest sets NODE_ENV=test, with which the development bundle
 * does not compile; and under CI=true Gatsby turns off on-demand queries and images, so the server
 * would process every image variant before answering (minutes on two cores).
 */
export function developEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" };
  delete env.CI;
  return env;
}
