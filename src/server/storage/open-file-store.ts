import path from "node:path";
import { addressSetting, ConfigError, dataDirectory, runtimeEnv, type Env } from "../runtime-env";
import { openDiskStore } from "./disk-store";
import type { FileStore } from "./file-store";
import { onePerProcess } from "../one-per-process";
import { openS3Store, type S3Target } from "./s3-store";

export type FileStoreTarget = { kind: "disk"; directory: string } | S3Target;

const S3_SETTINGS = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
/** 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3Credentials(env: Env): S3Target["credentials"] {
  const accessKeyId = runtimeEnv("S3_ACCESS_KEY_ID", env);
  const secretAccessKey = runtimeEnv("S3_SECRET_ACCESS_KEY", env);
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  return { accessKeyId, secretAccessKey };
}

/**
 * An S3-compatible service's address (a hosted one, or a local one over plain HTTP): an http or
 * https URL. Unset, the SDK uses AWS's own address for S3_REGION.
 */
function s3Endpoint(env: Env): string | undefined {
  const raw = runtimeEnv("S3_ENDPOINT", env);
  if (raw === undefined) return undefined;
  return addressSetting("S3_ENDPOINT", raw, ["http", "https"]);
}

/** Where uploaded files go: the bucket S3_BUCKET names, else DATA_DIR/files on disk. */
export function fileStoreTarget(env: Env = globalThis.process.env, root = process.cwd()): FileStoreTarget {
  const bucket = runtimeEnv("S3_BUCKET", env);
  if (bucket === undefined) {
    const stray = S3_SETTINGS.find((name) => runtimeEnv(name, env) !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in a bucket, or unset ${stray}`);
    return { kind: "disk", directory: path.join(dataDirectory(env, root), "files") };
  }
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens), got "${bucket}"`);
  const endpoint = s3Endpoint(env);
  const credentials = s3Credentials(env);
  return {
    kind: "s3",
    bucket,
    region: runtimeEnv("S3_REGION", env) ?? "us-east-1",
    ...(endpoint ? { endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  };
}

export function openFileStore(target: FileStoreTarget): Promise<FileStore> {
  return target.kind === "s3" ? openS3Store(target) : openDiskStore(target.directory);
}

const shared = onePerProcess(openFileStore, () => fileStoreTarget());

/** The process's one file store. */
export const fileStore = shared.current;
/** Opens the shared store for a target already read (the server's start). */
export const openSharedFileStore = shared.openShared;
export const closeFileStore = shared.close;
