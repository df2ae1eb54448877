/**
 * An environment variable read when the code runs, never when it is bundled: Gatsby's function
 * bundler replaces `process.env.X` with the build machine's value, so handlers and everything they
 * import read through globalThis. "" counts as unset.
 */
export function runtimeEnv(name: string): string | undefined {
  const value = globalThis.process.env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/** TRUST_PROXY=true: a reverse proxy or CDN in front sets X-Forwarded-For / X-Forwarded-Proto. */
export function behindProxy(): boolean {
  return runtimeEnv("TRUST_PROXY") === "true" || runtimeEnv("TRUST_PROXY") === "1";
}
