import path from "node:path";

/**
 * Everything the server takes from its environment, read and checked in one place. A value that is set
 * but wrong stops the server with a message naming the variable, instead of being silently ignored.
 * The README's table lists the same variables.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (`gatsby build` output). */
  publicDir: string;
  /** Where the embedded database and uploaded files live when no external store is configured. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded database in `dataDir`. */
  databaseUrl: string | null;
  /** Behind a reverse proxy or CDN: believe its X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {}

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === "" ? undefined : raw;
};

function port(env: Env): number {
  const raw = value(env, "PORT");
  if (raw === undefined) return 9000;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed > 65535) throw new ConfigError(`PORT must be a port number (0–65535), got "${raw}"`);
  return parsed;
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new ConfigError(`${name} must be "true" or "false", got "${raw}"`);
}

function databaseUrl(env: Env): string | null {
  const raw = value(env, "DATABASE_URL");
  if (raw === undefined) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new ConfigError("DATABASE_URL must be a postgres:// or postgresql:// connection string");
  return raw;
}

/** Reads the configuration; `root` is the project directory that relative paths start from. */
export function serverConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  return {
    port: port(env),
    host: value(env, "HOST") ?? "127.0.0.1",
    publicDir: path.resolve(root, value(env, "PUBLIC_DIR") ?? "public"),
    dataDir: path.resolve(root, value(env, "DATA_DIR") ?? "data"),
    databaseUrl: databaseUrl(env),
    trustProxy: flag(env, "TRUST_PROXY"),
  };
}
