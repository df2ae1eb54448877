import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { checkKey, checkPrefix, contentTypeOf, type FileStore } from "./file-store";

export interface S3Target {
  kind: "s3";
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for Amazon S3 itself. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A failure of the bucket itself (unreachable, refused, missing), with what the operator can check. */
export class StorageUnavailableError extends Error {}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function describe(error: unknown): string {
  const status = statusOf(error);
  const name = error instanceof Error ? error.name : "Error";
  const message = error instanceof Error ? error.message : String(error);
  return `${name}${status ? ` (HTTP ${status})` : ""}${message && message !== name ? `: ${message}` : ""}`;
}

/**
 * Files in an S3 bucket: Amazon S3, or any service that speaks its API (MinIO, Ceph, Garage, R2…).
 * The bucket is checked when the store opens, so a wrong name or key stops the server at start.
 */
export async function openS3Store(target: S3Target, options: { listPageSize?: number } = {}): Promise<FileStore> {
  // Loaded at run time, not bundled into Gatsby's functions: only a deployment with a bucket needs it.
  const sdk = (await import(/* webpackIgnore: true */ "@aws-sdk/client-s3")) as typeof S3;
  const client = new sdk.S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
    ...(target.credentials ? { credentials: target.credentials } : {}),
    // Compatible services do not all check the newer optional checksums; S3 itself needs none of them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const Bucket = target.bucket;
  const where = `S3 bucket "${Bucket}"${target.endpoint ? ` at ${target.endpoint}` : ""}`;

  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new StorageUnavailableError(`${where} cannot be used (check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys): ${describe(error)}`);
  }

  return {
    kind: "s3",

    async put(key, bytes) {
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.byteLength, ContentType: contentTypeOf(key) }),
      );
    },

    async get(key) {
      let response: S3.GetObjectCommandOutput;
      try {
        response = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || statusOf(error) === 404) return null;
        throw error;
      }
      if (!(response.Body instanceof Readable)) throw new StorageUnavailableError(`${where} answered ${key} without a body`);
      return { body: response.Body, size: response.ContentLength ?? 0, contentType: contentTypeOf(key) };
    },

    async delete(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: checkPrefix(prefix), ContinuationToken, MaxKeys: options.listPageSize ?? 1000 }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    close: async () => client.destroy(),
  };
}
