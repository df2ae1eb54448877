import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../lib/files/files-under";
import os from "node:os";
import zlib from "node:zlib";
import { limitConcurrency } from "../lib/concurrency";
import { BROTLI_SUFFIX, brotliOfInThreadPool, COMPRESSIBLE_FILE, QUICK_QUALITY, SMALLEST_COMPRESSED_FILE } from "../lib/files/compression";
import { FIRST_ROUND_TRIP_BYTES } from "./page-weight";

/**
 * Folders left to the server's on-the-fly compression: the CMS page's 12 MB of scripts would add
 * half a minute to every build, for a page only the lodge's editors open.
 */
export const NOT_PRECOMPRESSED = ["admin"];

/**
 * Writes the brotli copy of every compressible built file that lacks an up-to-date one, and removes
 * the copies whose file is gone or too small to need one, so a copy never outlives what it copies.
 * A copy newer than its file is kept, and so is one that still decodes to it: an incremental build
 * compresses only what changed.
 * Files are compressed on every core at once (brotli's highest quality took 20 s of a 2-core build
 * on one core); `written` keeps the files' order whatever order the compressions end in.
 */
export async function writeBrotliCopies(publicDir: string): Promise<{ written: string[]; removed: string[] }> {
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
    // A build writes many files again unchanged (the redirect pages every time, every page when the
    // content did not change): a copy that still decodes to its file is kept (decoding takes a
    // hundredth of compressing) and marked as newer than it.
    if (copyModified !== null && stillCopies(copy, file)) {
      const now = new Date();
      fs.utimesSync(copy, now, now);
      continue;
    }
    written.push(copy);
  }
  const oneCorePerCopy = limitConcurrency(os.availableParallelism());
  await Promise.all(
    written.map((copy) =>
      oneCorePerCopy(async () => {
        const file = copy.slice(0, -BROTLI_SUFFIX.length);
        fs.writeFileSync(copy, await compressedCopy(file, fs.readFileSync(file)));
      }),
    ),
  );
  return { written, removed };
}

/**
 * What a response's headers may take of a new connection's first round trip (about 1 KB today, the
 * page's security policy most of it).
 */
export const HEADERS_ROOM = 2048;

/**
 * A built file's brotli copy. Brotli's highest quality takes ten times as long as a quick one, for
 * about 8% fewer bytes; it is kept where those bytes count: the scripts and styles every visit
 * fetches, and a page whose quick copy would leave its headers too little of a new connection's
 * first round trip (FIRST_ROUND_TRIP_BYTES). A page below that arrives in one round trip either way,
 * and the page data, fetched in the background or as a page is left, takes the quick copy too. The
 * choice cut the build's compressing, its longest step after the bundles, from 25 s of processor
 * time to about 5.
 */
export async function compressedCopy(file: string, bytes: Buffer): Promise<Buffer> {
  if (file.endsWith(".json")) return brotliOfInThreadPool(bytes, QUICK_QUALITY);
  if (!file.endsWith(".html")) return brotliOfInThreadPool(bytes);
  const quick = await brotliOfInThreadPool(bytes, QUICK_QUALITY);
  return quick.length <= FIRST_ROUND_TRIP_BYTES - HEADERS_ROOM ? quick : brotliOfInThreadPool(bytes);
}

function stillCopies(copy: string, file: string): boolean {
  try {
    return zlib.brotliDecompressSync(fs.readFileSync(copy)).equals(fs.readFileSync(file));
  } catch {
    return false; // not brotli (cut short, say): written again
  }
}
