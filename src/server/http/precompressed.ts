import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { BROTLI_SUFFIX, COMPRESSIBLE_FILE } from "../../content-pipeline/precompress";

/** The built file an address stands for ("/pt/" is "/pt/index.html"), or null for one that cannot be a file. */
function builtFile(publicDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
  } catch {
    return null; // malformed escapes: the static middleware answers them
  }
  if (decoded.includes("\0")) return null;
  const file = path.join(publicDir, decoded);
  return file.startsWith(publicDir + path.sep) ? file : null;
}

/**
 * Sends a built file, or its brotli copy written by the build (precompress.ts) to a browser that
 * accepts brotli. The copy is the best brotli there is, made once; without one (a small file, a
 * browser that takes only gzip) the file goes on to the static middleware and its compression on
 * the fly. Content-Type follows the file, not the copy.
 */
export function sendPrecompressed(publicDir: string, req: Request, res: Response, file: string): boolean {
  if (!COMPRESSIBLE_FILE.test(file) || req.acceptsEncodings("br") !== "br") return false;
  const copy = file + BROTLI_SUFFIX;
  try {
    if (!fs.statSync(copy).isFile() || !fs.statSync(file).isFile()) return false;
  } catch {
    return false; // no copy (or no file): the static middleware answers
  }
  res.vary("Accept-Encoding");
  res.type(path.extname(file));
  res.setHeader("Content-Encoding", "br");
  // The ETag alone revalidates it; no Last-Modified, no byte ranges of a compressed page: every byte
  // of a page's headers shares its first round trip (about 14 KB) with the page.
  res.sendFile(path.relative(publicDir, copy), { root: publicDir, cacheControl: false, lastModified: false, acceptRanges: false, dotfiles: "deny" });
  return true;
}

/** The middleware form, for the site's files: passes on whatever it does not send itself. */
export function precompressedFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = builtFile(root, req.path);
    if (!file || !sendPrecompressed(root, req, res, file)) next();
  };
}
