import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { filesUnder } from "./files-under";

/** The built files a browser fetches as text, which compress to a quarter of their size or less. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/** A file's brotli copy sits beside it under this suffix (index.html.br). */
export const BROTLI_SUFFIX = ".br";

/** Below this, compressing saves fewer bytes than the round trip's headers cost: served as it is. */
export const SMALLEST_COMPRESSED_FILE = 1024;

/**
 * Folders left to the server's on-the-fly compression: the CMS page's 12 MB of scripts would add
 * half a minute to every build, for a page only the lodge's editors open.
 */
export const NOT_PRECOMPRESSED = ["admin"];

/**
 * Brotli at its highest quality, with the text model. Too slow to run per request (tens of
 * milliseconds for a page), it is worth it once per build: a page's HTML comes out about 15% smaller
 * than the server's on-the-fly brotli, which decides whether it fits the first round trip of a new
 * connection (about 14 KB) on a phone.
 */
export function brotliOf(bytes: Buffer): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

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
