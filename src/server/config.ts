import { databaseTarget, type DatabaseTarget } from "./data/open-database";
import { buildHook, type BuildHook } from "./photos/build-hook";
import { mailTarget, type MailTarget } from "./mail/mailer";
import { lodgeInbox, siteAddress } from "./mail/mail-addresses";
import { fileStoreTarget, type FileStoreTarget } from "./storage/open-file-store";
import { behindProxy, ConfigError, publicDirectory, runtimeEnv, type Env } from "./runtime-env";

export { ConfigError };

/**
 * Everything the server takes from its environment, checked at start. The database, file storage and proxy settings
 * are read by the same functions the handlers use, so there is one reading of each variable. The
 * docs/OPERATIONS.md lists them.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (`gatsby build` output). */
  publicDir: string;
  /** SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
  database: DatabaseTarget;
  /** Uploaded files: DATA_DIR/files, or the bucket S3_BUCKET names. */
  files: FileStoreTarget;
  /** Behind a reverse proxy or CDN: believe its X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Where to ask for a new build when a photo is approved (BUILD_HOOK_URL, BUILD_HOOK_TOKEN), if anywhere. */
  buildHook: BuildHook | undefined;
  /** Where mail goes: SMTP_URL, or files in DATA_DIR/outbox. */
  mail: MailTarget;
  /** The address links in e-mails lead to (SITE_URL, or site.json's). */
  siteAddress: string;
  /** Where booking enquiries are e-mailed (LODGE_INBOX, or site.json's e-mail), if anywhere. */
  lodgeInbox: string | undefined;
}

function port(env: Env): number {
  const raw = runtimeEnv("PORT", env);
  if (raw === undefined) return 9000;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed > 65535) throw new ConfigError(`PORT must be a port number (0–65535), got "${raw}"`);
  return parsed;
}

/** Reads the configuration; `root` is the project directory that relative paths start from. */
export function serverConfig(env: Env = process.env, root = process.cwd()): ServerConfig {
  return {
    port: port(env),
    host: runtimeEnv("HOST", env) ?? "127.0.0.1",
    publicDir: publicDirectory(env, root),
    database: databaseTarget(env, root),
    files: fileStoreTarget(env, root),
    trustProxy: behindProxy(env),
    buildHook: buildHook(env),
    mail: mailTarget(env, root),
    siteAddress: siteAddress(env),
    lodgeInbox: lodgeInbox(env),
  };
}
