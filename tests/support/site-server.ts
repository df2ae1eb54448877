import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

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

/** The two databases every server test runs against, each as the environment that selects it. */
export interface TestDatabase {
  name: "embedded" | "postgres";
  /** A new, empty database of this kind. */
  create(): Promise<Record<string, string>>;
}

export const TEST_DATABASES: TestDatabase[] = [
  {
    name: "embedded",
    create: async () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-data-")) }),
  },
  {
    name: "postgres",
    async create() {
      const admin = process.env["TEST_POSTGRES_URL"];
      if (!admin) throw new Error("TEST_POSTGRES_URL is not set: the server tests' global setup starts PostgreSQL");
      const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return { DATABASE_URL: admin.replace(/\/postgres$/, `/${name}`), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-data-")) };
    },
  },
];
