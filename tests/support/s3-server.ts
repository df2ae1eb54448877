import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { freePort } from "./free-port";

/** s3rver's built-in account; it rejects any other access key id. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

export interface TestS3 {
  endpoint: string;
  stop(): Promise<void>;
}

const S3RVER = require.resolve("s3rver/bin/s3rver.js");

async function answers(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * An S3-compatible server (s3rver, from npm) in its own process on loopback, its buckets in a temporary
 * directory: no network, no binary download. It pages listings with DES-encrypted continuation tokens,
 * which Node's OpenSSL 3 keeps in its legacy provider, hence the flag.
 */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-s3-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--openssl-legacy-provider", S3RVER, "--silent", "-a", "127.0.0.1", "-p", String(port), "-d", directory], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await answers(endpoint))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`the S3-compatible test server did not start on ${endpoint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    endpoint,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A new, empty bucket, as the environment that selects it. */
export async function createTestBucket(endpoint: string): Promise<Record<string, string>> {
  const bucket = `site-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...S3RVER_KEYS };
}
