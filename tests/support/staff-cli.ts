import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's staff scripts (what `npm run <name> -- …` runs) with a database environment and piped stdin. */
function runScript(script: string, env: Record<string, string>, args: string[], input = ""): ScriptRun {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `npm run staff -- …` */
export const staffCommand = (env: Record<string, string>, args: string[], input = ""): ScriptRun => runScript("scripts/staff.ts", env, args, input);

/** `npm run sightings -- …` */
export const sightingsCommand = (env: Record<string, string>, args: string[]): ScriptRun => runScript("scripts/sightings.ts", env, args);

/** A file for a command to read, written under a fresh temporary folder by the name staff would give it. */
export function commandFile(name: string, text: string): string {
  const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "command-")), name);
  fs.writeFileSync(at, text);
  return at;
}
