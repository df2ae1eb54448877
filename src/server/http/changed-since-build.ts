import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { filesUnder } from "../../lib/files/files-under";
import { BROTLI_SUFFIX } from "../../lib/files/compression";

/**
 * Whether public/ is still the build it was. Gatsby's development server (`npm run develop`, and the
 * preview of `npm run cms`) writes into public/ too, always: it rewrites the page data there and
 * leaves the build's brotli copies beside it, so a browser that takes brotli would get the build's
 * file and one that takes gzip the preview's. The build's own record is its copies: the build leaves
 * every copy newer than its file (build/precompress.ts), so a file newer than its copy was written
 * since, and it is still the build's only if the copy still decodes to it (a copy of public/ may not
 * keep the times).
 */

/** How many of the changed files a message names. */
const NAMED = 3;

function stillCopies(copy: string, file: string): boolean {
  try {
    return zlib.brotliDecompressSync(fs.readFileSync(copy)).equals(fs.readFileSync(file));
  } catch {
    return false; // not brotli any more: not the build's copy either
  }
}

/** The files of `publicDir` (relative, with `/`) whose brotli copy no longer holds them, or whose copy is all that is left. */
export function filesChangedSinceBuild(publicDir: string): string[] {
  const changed: string[] = [];
  for (const copy of filesUnder(publicDir, (name) => name.endsWith(BROTLI_SUFFIX))) {
    const file = copy.slice(0, -BROTLI_SUFFIX.length);
    const fileModified = fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined;
    const unchanged = fileModified !== undefined && (fs.statSync(copy).mtimeMs >= fileModified || stillCopies(copy, file));
    if (!unchanged) changed.push(path.relative(publicDir, file).split(path.sep).join("/"));
  }
  return changed.sort();
}

/** Why the server will not serve `publicDir`, in one line, or null when it is the build as the build left it. */
export function changedBuildProblem(publicDir: string): string | null {
  const changed = filesChangedSinceBuild(publicDir);
  if (changed.length === 0) return null;
  const named = changed.slice(0, NAMED).join(", ") + (changed.length > NAMED ? ` and ${changed.length - NAMED} more` : "");
  const match = changed.length === 1 ? "no longer matches its brotli copy" : "no longer match their brotli copies";
  return (
    `The built site (PUBLIC_DIR) ${publicDir} has changed since its build: ${named} ${match}, ` +
    "so brotli and gzip clients would get different files (`npm run develop` and the preview of `npm run cms` write into public/). " +
    "Run `npm run build`, then `npm run serve`."
  );
}
