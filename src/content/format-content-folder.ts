import fs from "node:fs";
import path from "node:path";
import { contentJson } from "./content-json";
import { filesUnder } from "../lib/files/files-under";

export type FolderFormat = { rewritten: string[]; total: number; unreadable: string[] };

/**
 * Rewrites the content files under `dir` (its generated schemas aside) in the layout the CMS writes,
 * so a later CMS save changes only values. All or nothing: if a file is not JSON, nothing is written
 * and each such file is named with its parser's message. Paths returned are relative to `dir`.
 */
export function formatContentFolder(dir: string): FolderFormat {
  const files = filesUnder(dir, (name) => name.endsWith(".json")).filter((file) => !file.includes(`${path.sep}schemas${path.sep}`));
  const rewrites: Array<{ file: string; text: string }> = [];
  const unreadable: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    try {
      const formatted = contentJson(JSON.parse(text));
      if (formatted !== text) rewrites.push({ file, text: formatted });
    } catch (error) {
      unreadable.push(`${path.relative(dir, file)}: ${(error as Error).message}`);
    }
  }
  if (unreadable.length > 0) return { rewritten: [], total: files.length, unreadable };
  for (const { file, text } of rewrites) fs.writeFileSync(file, text);
  return { rewritten: rewrites.map(({ file }) => path.relative(dir, file)), total: files.length, unreadable };
}
