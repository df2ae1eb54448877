import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Runs `npm run staff -- …` (the script itself) with a database environment and piped stdin. */
export function staffCommand(env: Record<string, string>, args: string[], input = ""): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
