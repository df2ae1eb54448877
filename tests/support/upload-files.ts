import fs from "node:fs";
import path from "node:path";

/** The temporary files of uploads in progress under DATA_DIR's folder for them, in every process's folder. */
export function uploadsInProgress(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".part"))
    .map((name) => path.join(root, name));
}
