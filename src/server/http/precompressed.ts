import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { filesUnder } from "../../lib/files/files-under";
import { BROTLI_SUFFIX, COMPRESSIBLE_FILE } from "../../lib/files/compression";
import { sitePath } from "./canonical-path";

/** The built file a canonical address stands for ("/pt/" is "/pt/index.html"). */
const builtFile = (publicDir: string, urlPath: string) => path.join(publicDir, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);

/**
 * The build's brotli copies (precompress.ts), found once when the server starts, like the build's
 * header rules: a request costs no file-system lookup to learn whether its file has one.
 */
export function precompressedFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  const copied = new Set(filesUnder(root, (name) => name.endsWith(BROTLI_SUFFIX)).map((copy) => copy.slice(0, -BROTLI_SUFFIX.length)));

  /**
   * Sends a built file's brotli copy to a browser that accepts brotli, and says whether it did. The
   * copy is the best brotli there is, made once; without one (a small file, a browser that takes
   * only gzip) the file is left to the static middleware and its compression on the fly.
   * Content-Type follows the file, not the copy.
   */
  const send = (req: Request, res: Response, file: string, next: NextFunction): boolean => {
    if (!copied.has(file) || !COMPRESSIBLE_FILE.test(file) || req.acceptsEncodings("br") !== "br") return false;
    res.vary("Accept-Encoding");
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", "br");
    // The ETag alone revalidates it; no Last-Modified, no byte ranges of a compressed page: every byte
    // of a page's headers shares its first round trip (about 14 KB) with the page.
    const options = { root, cacheControl: false, lastModified: false, acceptRanges: false, dotfiles: "deny" } as const;
    res.sendFile(path.relative(root, file + BROTLI_SUFFIX), options, (error) => {
      if (error) next(error);
    });
    return true;
  };

  /** The middleware for the site's files: passes on whatever it does not send itself. */
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!send(req, res, builtFile(root, sitePath(req)), next)) next();
  };

  return { middleware, send, root };
}
