import type { Readable } from "node:stream";

/**
 * Where uploaded files live: a directory on disk by default, an S3-compatible bucket when the
 * environment names one. Both answer the same four calls, so the code that stores a guest's photo
 * does not know which it has. Keys are chosen by the server, never taken from a request as they are.
 */
export interface FileStore {
  readonly kind: "disk" | "s3";
  /** Stores the bytes under the key, replacing any file there. Resolves once the file is durable. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, streamed, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Lets go of connections, for a clean shutdown. */
  close(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

const SEGMENT = "[a-z0-9][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*";
/** Lower-case path segments that start with a letter or digit: no "..", no hidden or absolute paths. */
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const PREFIX = new RegExp(`^(?:${SEGMENT}/)*(?:[a-z0-9][a-z0-9._-]*)?$`);
export const MAX_KEY_LENGTH = 200;

export class InvalidKeyError extends Error {}

/** Refuses a key that could leave the store's directory or mean different files on disk and in S3. */
export function checkKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new InvalidKeyError(`not a valid file key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
  return key;
}

/** A prefix for list(): whole segments followed by the start of one, or "" for every key. */
export function checkPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix))
    throw new InvalidKeyError(`not a valid key prefix: ${JSON.stringify(prefix.slice(0, MAX_KEY_LENGTH))}`);
  return prefix;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  csv: "text/csv; charset=utf-8",
  json: "application/json",
};

/** The type a file is served with, from its key's extension: the same on disk and in a bucket. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
