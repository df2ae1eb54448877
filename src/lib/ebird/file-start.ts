import type { CsvSource } from "./csv-reader";

/** Enough of a file to tell what it is: the header line and the first rows of eBird's export, or a format's signature. */
export const FILE_START_BYTES = 16 * 1024;

export interface FileStart {
  /** The file's first bytes (FILE_START_BYTES, or the whole file when it is shorter). */
  head: Buffer;
  /** The whole file again, from its first byte, for reading after a look at its start. */
  chunks: AsyncIterable<Buffer | string>;
  /** Lets go of the file (a stream is closed) when it is refused by its start and not read on. */
  close(): Promise<void>;
}

/**
 * Reads the start of a file without losing it: the chunks read to look at it are given again, then
 * the rest as it comes, so a 50 MB stream is still read once and never held whole.
 */
export async function readFileStart(source: CsvSource, bytes = FILE_START_BYTES): Promise<FileStart> {
  const iterator: AsyncIterator<Buffer | string> | Iterator<Buffer | string> =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  const read: Array<Buffer | string> = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    read.push(next.value);
    length += typeof next.value === "string" ? Buffer.byteLength(next.value) : next.value.length;
  }
  const head = Buffer.concat(
    read.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
    Math.min(length, bytes),
  );
  const close = async () => {
    await iterator.return?.();
  };
  async function* chunks(): AsyncGenerator<Buffer | string> {
    try {
      yield* read.splice(0);
      while (!done) {
        const next = await iterator.next();
        if (next.done) done = true;
        else yield next.value;
      }
    } finally {
      // A reader that stops early (a file refused by its header) closes the file, as a `for await` over it would.
      if (!done) await close();
    }
  }
  return { head, chunks: chunks(), close };
}
