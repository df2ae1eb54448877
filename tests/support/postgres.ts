import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the server tests: a new
 * cluster in a temporary directory, listening on loopback only, stopped and removed afterwards.
 * PostgreSQL refuses to run as root, so as root it runs as the package's `postgres` user.
 */
export interface TestPostgres {
  /** A connection string to the cluster's `postgres` database (create one per test file from it). */
  url: string;
  stop(): void;
}

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this)");
  return path.join(base, newest, "bin");
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export async function startPostgres(port: number): Promise<TestPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pg-"));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (isRoot()) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asServerUser(path.join(bin, command), args);
    execFileSync(file, argv, { stdio: "pipe" });
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const [file, argv] = asServerUser(path.join(bin, "postgres"), ["-D", dataDir, "-p", String(port), "-h", "127.0.0.1", "-k", dir, "-c", "fsync=off"]);
  const server = spawn(file, argv, { stdio: "ignore" });
  // The suite stops it with pg_ctl; the handle must not keep the test runner alive.
  server.unref();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      run("pg_isready", ["-h", "127.0.0.1", "-p", String(port)]);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    stop() {
      // runuser does not pass signals on, so the server is asked to stop by its own tool.
      run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w"]);
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
