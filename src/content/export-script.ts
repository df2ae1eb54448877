import { execFileSync, spawn } from "node:child_process";

/**
 * The build reads the database through scripts of its own (scripts/export-*.ts), each a process of its
 * own because the build's bundler cannot load the database drivers. They print their result as JSON
 * on stdout; their messages go to the build's own stderr.
 */
const scriptArguments = (script: string) => ["--import", "tsx", script];

/**
 * Runs an export script and resolves with what it printed; rejects, naming the script, when it fails
 * (its own error is already on stderr). The process starts at once, so that a caller can run two side
 * by side, or start one early and wait for it later.
 */
export function exportScriptOutput(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Passed on explicitly: under Jest, process.env is the test's own copy, which a child would not get.
    const child = spawn(process.execPath, scriptArguments(script), { env: process.env, stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString("utf8"));
      else reject(new Error(`${script} failed (${signal ?? `exit code ${String(code)}`}); its error is printed above`));
    });
  });
}

/** The same, waited for: for the tests' helpers, which read what a build published when their module loads. */
export function exportScriptOutputSync(script: string): string {
  return execFileSync(process.execPath, scriptArguments(script), {
    env: process.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
}
