import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../lib/files/files-under";
import { BROTLI_SUFFIX, brotliOf, COMPRESSIBLE_FILE, SMALLEST_COMPRESSED_FILE } from "../lib/files/compression";

/**
 * Folders left to the server's on-the-fly compression: the CMS page's 12 MB of scripts would add
 * half a minute to every build, for a page only the lodge's editors open.
 */
export const NOT_PRECOMPRESSED = ["admin"];

/**
 * Writes the brotli copy of every compressible built file that lacks an up-to-date one, and removes
 * the copies whose file is gone or too small to need one, so a copy never outlives what it copies.
 * A copy newer than its file is kept: an incremental build compresses only what it wrote again.
 */
export function writeBrotliCopies(publicDir: string): { written: string[]; removed: string[] } {
  const written: string[] = [];
  const removed: string[] = [];
  const remove = (copy: string) => {
    fs.rmSync(copy);
    removed.push(copy);
  };
  const skipped = NOT_PRECOMPRESSED.map((folder) => path.join(publicDir, folder) + path.sep);
  const files = filesUnder(publicDir).filter((file) => !skipped.some((folder) => file.startsWith(folder)));
  const present = new Set(files);
  for (const file of files) {
    if (file.endsWith(BROTLI_SUFFIX)) {
      const original = file.slice(0, -BROTLI_SUFFIX.length);
      if (!COMPRESSIBLE_FILE.test(original) || !present.has(original)) remove(file);
      continue;
    }
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const copy = file + BROTLI_SUFFIX;
    const { size, mtimeMs } = fs.statSync(file);
    const copyModified = present.has(copy) ? fs.statSync(copy).mtimeMs : null;
    if (size < SMALLEST_COMPRESSED_FILE) {
      if (copyModified !== null) remove(copy);
      continue;
    }
    if (copyModified !== null && copyModified > mtimeMs) continue;
    fs.writeFileSync(copy, brotliOf(fs.readFileSync(file)));
    written.push(copy);
  }
  return { written, removed };
}
