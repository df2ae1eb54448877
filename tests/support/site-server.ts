import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createTestBucket } from "./s3-server";

/** The production server as `npm run serve` starts it, in its own process, on a free loopback port. */
export interface SiteServer {
  url: string;
  child: ChildProcess;
  /** Resident memory of the server process, in bytes (from /proc). */
  rss(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");

export async function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * The two setups every server test runs against, each as the environment that selects it: the
 * embedded default (SQLite, files on disk) and a deployment's (PostgreSQL, files in an S3 bucket).
 */
export interface TestSetup {
  name: "embedded" | "deployed";
  /** A new, empty database and file store of this kind. */
  create(): Promise<Record<string, string>>;
}

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));

function suiteService(variable: "TEST_POSTGRES_URL" | "TEST_S3_ENDPOINT"): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: the server tests' global setup starts PostgreSQL and an S3-compatible server`);
  return value;
}

async function createPostgresDatabase(): Promise<string> {
  const admin = suiteService("TEST_POSTGRES_URL");
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return admin.replace(/\/postgres$/, `/${name}`);
}

export const TEST_SETUPS: TestSetup[] = [
  { name: "embedded", create: async () => ({ DATA_DIR: dataDir() }) },
  {
    name: "deployed",
    create: async () => ({
      DATABASE_URL: await createPostgresDatabase(),
      ...(await createTestBucket(suiteService("TEST_S3_ENDPOINT"))),
      DATA_DIR: dataDir(),
    }),
  },
];

/** How a server that was expected not to start ended: its exit code and what it printed. */
export interface FailedStart {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the server as `npm run serve` does and waits for it to exit; fails if it starts listening
 * instead. `root`: the project to run it from (a copy whose content a test has broken, say).
 */
export async function startSiteServerExpectingExit(env: Record<string, string>, timeoutMs = 30_000, root = ROOT): Promise<FailedStart> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    // "close" comes after the output streams have ended, so nothing printed is missed.
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
