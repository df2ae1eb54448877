import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatContentFolder } from "../../src/content/format-content-folder";

const ROOT = path.resolve(__dirname, "../..");

/**
 * A copy of the project's files (tracked and new, not ignored) in a temporary folder, sharing the
 * project's node_modules: a test may edit its content, build it or serve it without touching the
 * working copy.
 */
export function copyProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).split("\n");
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!file || !fs.existsSync(from) || !fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  // Editors may commit content in any JSON layout; the copy starts in the CMS's, so a test can tell
  // the lines a save changed.
  const { unreadable } = formatContentFolder(path.join(dir, "content"));
  if (unreadable.length > 0) throw new Error(`content is not JSON: ${unreadable.join("; ")}`);
  return dir;
}
