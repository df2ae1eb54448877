import path from "node:path";

/**
 * Environment variables, read when the code runs, never when it is bundled: Gatsby's function bundler
 * replaces `process.env.X` with the build machine's value, so handlers and everything they import read
 * through globalThis. "" counts as unset. Each variable has one reader here or beside its use; the
 * server's start-up calls them all, so a wrong value stops it with the variable's name.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {}

const processEnv = (): Env => globalThis.process.env;

export function runtimeEnv(name: string, env: Env = processEnv()): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/** DATA_DIR: where the embedded database and uploaded files live (`data/` in the project by default). */
export function dataDirectory(env: Env = processEnv(), root = process.cwd()): string {
  return path.resolve(root, runtimeEnv("DATA_DIR", env) ?? "data");
}

/** PUBLIC_DIR: the built site (`public/` in the project by default). */
export function publicDirectory(env: Env = processEnv(), root = process.cwd()): string {
  return path.resolve(root, runtimeEnv("PUBLIC_DIR", env) ?? "public");
}

/** TRUST_PROXY=true: a reverse proxy or CDN in front sets X-Forwarded-For / X-Forwarded-Proto. */
export function behindProxy(env: Env = processEnv()): boolean {
  const raw = runtimeEnv("TRUST_PROXY", env);
  if (raw === undefined || raw === "false" || raw === "0") return false;
  if (raw === "true" || raw === "1") return true;
  throw new ConfigError(`TRUST_PROXY must be "true" or "false", got "${raw}"`);
}

/** A setting's value as an error message may show it: a password in it is masked, never printed. */
function shown(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Not an address at all: shown as written unless it may hold credentials.
  }
  if (url?.password) {
    url.password = "***";
    return url.href;
  }
  return raw.includes("@") ? "(a value with credentials, not shown)" : raw;
}

/**
 * An address setting: `raw` parsed as a URL whose scheme is one of `schemes` (or that `alsoAccept`
 * admits), or a ConfigError naming the variable and the schemes it takes.
 */
export function addressSetting(name: string, raw: string, schemes: readonly string[], alsoAccept: (url: URL) => boolean = () => false): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below, as for a URL of the wrong kind.
  }
  if (!url || !(schemes.includes(url.protocol.slice(0, -1)) || alsoAccept(url))) {
    const starts = schemes.map((scheme) => `${scheme}:${"//"}`).join(" or ");
    throw new ConfigError(`${name} must be an address starting with ${starts}, got "${shown(raw)}"`);
  }
  return raw;
}
