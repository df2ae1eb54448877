import zlib from "node:zlib";

/** The built files a browser fetches as text, which compress to a quarter of their size or less. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/** A file's brotli copy sits beside it under this suffix (index.html.br). */
export const BROTLI_SUFFIX = ".br";

/** Below this, compressing saves fewer bytes than the round trip's headers cost: served as it is. */
export const SMALLEST_COMPRESSED_FILE = 1024;

/**
 * Brotli at its highest quality, with the text model. Too slow to run per request (tens of
 * milliseconds for a page), it is worth it once per build: a page's HTML comes out about 15% smaller
 * than the server's on-the-fly brotli, which decides whether it fits the first round trip of a new
 * connection (about 14 KB) on a phone.
 */
export function brotliOf(bytes: Buffer): Buffer {
  return zlib.brotliCompressSync(bytes, brotliOptions(bytes));
}

/** The same bytes as brotliOf, compressed on libuv's thread pool: a build compresses several files at once, one per core. */
export const brotliOfInThreadPool = (bytes: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => zlib.brotliCompress(bytes, brotliOptions(bytes), (error, result) => (error ? reject(error) : resolve(result))));

function brotliOptions(bytes: Buffer): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}
