import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { NETLIFY_FUNCTIONS_DIR } from "../../src/deploy/netlify-adapter";
import { freePort } from "./free-port";

/** The built site (public/ and the adapter's functions) served by Netlify's own CLI, as `netlify dev` does. */
export interface NetlifyDev {
  url: string;
  /** What the CLI has printed so far (its log: redirects, rewrites, function calls). */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");
const STARTUP_MS = 60_000;
const STOP_MS = 10_000;

/**
 * Where the copied functions go in the working folder. Two levels deep, as the adapter's own
 * `.netlify/functions-internal/`, because each handler requires `./../../../.cache/functions/<name>.js`
 * and `./../../../node_modules/...`: three levels up from its folder must be the working folder. Not
 * `functions-internal`, which `netlify dev` empties when it starts, nor `functions-serve`, which it
 * empties too (its own build output for functions).
 */
const FUNCTIONS_COPY = path.join(".netlify", "adapter-functions");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The relative paths a handler requires that do not exist from where it now lies. */
function unresolvedRequires(handlerFile: string): string[] {
  const source = fs.readFileSync(handlerFile, "utf8");
  const relative = [...source.matchAll(/require\("(\.[^"]+)"\)/g)].map((match) => match[1] ?? "");
  return relative.filter((required) => !fs.existsSync(path.resolve(path.dirname(handlerFile), required)));
}

/**
 * A working folder laid out like the project for the parts `netlify dev` and the functions read:
 * `public/`, `.cache/` (the compiled handlers) and `node_modules/` as links to the project's, and a
 * copy of each function folder. Never the project itself: `netlify dev` deletes
 * `.netlify/functions-internal` in its working folder (the build's output, which other tests read)
 * and writes a local database to `.netlify/db`.
 */
function workingFolder(): string {
  const source = path.join(ROOT, NETLIFY_FUNCTIONS_DIR);
  if (!fs.existsSync(source)) throw new Error(`${source} is missing: run "npm run build" first (the Netlify adapter writes it)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-dev-"));
  try {
    for (const name of ["public", ".cache", "node_modules"]) fs.symlinkSync(path.join(ROOT, name), path.join(dir, name));
    for (const id of fs.readdirSync(source)) {
      const copy = path.join(dir, FUNCTIONS_COPY, id);
      fs.cpSync(path.join(source, id), copy, { recursive: true });
      const missing = unresolvedRequires(path.join(copy, `${id}.js`));
      if (missing.length > 0) throw new Error(`the copy of ${id} cannot load ${missing.join(", ")}: the adapter's layout changed`);
    }
    fs.mkdirSync(path.join(dir, "home"));
    return dir;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function killGroup(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + STOP_MS;
  while (groupAlive(pid) && Date.now() < deadline) await wait(100);
  if (groupAlive(pid)) signal("SIGKILL");
  while (groupAlive(pid)) await wait(50);
}

/**
 * Starts `netlify dev` (netlify-cli, a dev dependency) on the built site: public/ as the static
 * folder, with its `_headers` and `_redirects`, and the adapter's functions. `env` is the functions'
 * settings: they run inside the CLI's process, which passes its own environment on to them.
 *
 * Offline, it needs three things or it reaches for the network: `--offline`; telemetry turned off
 * beforehand in a config folder of its own (XDG_CONFIG_HOME in the working folder, so the user's is
 * untouched); and `--internal-disable-edge-functions`, without which it downloads Deno. The update
 * check is off too (NO_UPDATE_NOTIFIER), since it would run as a detached process outside the group
 * `stop()` ends. The CLI runs in its own process group so that `stop()` ends everything it started.
 */
export async function startNetlifyDev(env: Record<string, string>): Promise<NetlifyDev> {
  const dir = workingFolder();
  const cli = fs.realpathSync(path.join(ROOT, "node_modules/.bin/netlify"));
  // Not the test process's environment (NODE_ENV=test, the suite's service addresses): the functions
  // get `env` and what the CLI itself adds (URL, CONTEXT=dev, NETLIFY_DEV...), as on a deploy.
  const cliEnv = {
    PATH: process.env["PATH"] ?? "",
    HOME: path.join(dir, "home"),
    XDG_CONFIG_HOME: path.join(dir, "xdg"),
    BROWSER: "none",
    NO_UPDATE_NOTIFIER: "1",
  };
  const removeFolder = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [cli, "--telemetry-disable"], { cwd: dir, env: cliEnv, timeout: 30_000 });
  } catch (error) {
    removeFolder();
    throw error;
  }

  const port = await freePort();
  const args = ["dev", "--offline", "--dir", "public", "--functions", FUNCTIONS_COPY, "--no-open", "--port", String(port)];
  const child = spawn(process.execPath, [cli, ...args, "--internal-disable-edge-functions", "--skip-gitignore"], {
    cwd: dir,
    env: { ...cliEnv, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once("exit", () => (exited = true));
  const pid = child.pid;
  if (pid === undefined) {
    removeFolder();
    throw new Error(`netlify dev did not start:\n${output}`);
  }
  const stop = async () => {
    await killGroup(pid);
    removeFolder();
  };

  // The CLI prints its address as localhost, and functions see the Host a request was sent to.
  const url = `http://localhost:${port}`;
  const functionIds = fs.readdirSync(path.join(dir, FUNCTIONS_COPY));
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`netlify dev exited while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`netlify dev did not answer on ${url} within ${STARTUP_MS / 1000} s:\n${output}`);
    }
    const answered = await fetch(`${url}/`, { method: "HEAD", signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    // The CLI loads the functions before it opens the port; checked all the same, since a function it
    // could not load would otherwise show up only as a 404 far from its cause.
    if (answered && functionIds.every((id) => output.includes(`Loaded function ${id}`))) break;
    await wait(250);
  }
  return { url, output: () => output, stop };
}
