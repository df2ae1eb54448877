import { StringDecoder } from "node:string_decoder";

/** One CSV record and the line of the file it starts on (a quoted field may span several lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The file cannot be read as CSV at all: a quote left open, or a character after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: "openQuote" | "afterQuote",
  ) {
    super(problem === "openQuote" ? `line ${line}: a quoted field is never closed` : `line ${line}: text after a closing quote`);
  }
}

/** Where CSV text comes from: a file's stream, or chunks already in memory (a function host's upload, a test). */
export type CsvSource = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * The size of text read at a time. A whole file given as one buffer (a function host's upload) is
 * read in parts this large, as a file's stream comes: each field read is a slice of its part's text
 * and keeps that part alive, not the whole file.
 */
export const CSV_PIECE_BYTES = 64 * 1024;

async function* pieces(chunks: CsvSource): AsyncGenerator<Buffer | string> {
  for await (const chunk of chunks) {
    if (chunk.length <= CSV_PIECE_BYTES) yield chunk;
    else
      for (let at = 0; at < chunk.length; at += CSV_PIECE_BYTES)
        yield typeof chunk === "string" ? chunk.slice(at, at + CSV_PIECE_BYTES) : chunk.subarray(at, at + CSV_PIECE_BYTES);
  }
}

/**
 * Reads RFC 4180 CSV as it arrives, chunk by chunk, never the whole file at once: a leading UTF-8 BOM
 * is dropped, lines end in CRLF or LF, quoted fields may hold commas, doubled quotes and line breaks.
 * Blank lines are skipped (a file's last line break, an editor's trailing empty line).
 */
export async function* readCsv(chunks: CsvSource): AsyncGenerator<CsvRecord> {
  const decoder = new StringDecoder("utf8");
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  // After a closing quote, only a comma or a line end may follow.
  let closed = false;
  let line = 1;
  let recordLine = 1;
  // A CR or a quote that ended a chunk: the next chunk's first character finishes reading it.
  let pendingCr = false;
  let pendingQuote = false;
  let first = true;

  const endRecord = (): CsvRecord | null => {
    fields.push(field);
    const record = fields.length === 1 && fields[0] === "" && !closed ? null : { line: recordLine, fields };
    fields = [];
    field = "";
    closed = false;
    return record;
  };

  for await (const chunk of pieces(chunks)) {
    let text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (quoted) {
        if (code === LF) line++;
        if (code !== QUOTE) continue;
        if (i + 1 < text.length) {
          field += text.slice(start, i);
          if (text.charCodeAt(i + 1) === QUOTE) {
            field += '"';
            i++;
          } else {
            quoted = false;
            closed = true;
          }
          start = i + 1;
          continue;
        }
        // A quote at the chunk's end: whether it is doubled shows in the next chunk.
        field += text.slice(start, i);
        start = i + 1;
        quoted = false;
        closed = true;
        pendingQuote = true;
        continue;
      }
      if (pendingQuote) {
        pendingQuote = false;
        if (code === QUOTE && i === 0) {
          field += '"';
          quoted = true;
          closed = false;
          start = 1;
          continue;
        }
      }
      if (pendingCr) {
        pendingCr = false;
        if (code === LF && i === 0) {
          start = 1;
          continue;
        }
      }
      if (code === COMMA) {
        fields.push(field + text.slice(start, i));
        field = "";
        closed = false;
        start = i + 1;
      } else if (code === LF || code === CR) {
        field += text.slice(start, i);
        const record = endRecord();
        if (record) yield record;
        line++;
        recordLine = line;
        if (code === CR) {
          if (i + 1 < text.length) {
            if (text.charCodeAt(i + 1) === LF) i++;
          } else pendingCr = true;
        }
        start = i + 1;
      } else if (closed) {
        throw new CsvSyntaxError(line, "afterQuote");
      } else if (code === QUOTE && field === "" && start === i) {
        quoted = true;
        start = i + 1;
      }
    }
    field += text.slice(start);
  }
  if (quoted) throw new CsvSyntaxError(recordLine, "openQuote");
  field += decoder.end();
  const record = endRecord();
  if (record) yield record;
}

/** A header's named columns by position, or the names it lacks (a file of another kind, or edited by hand). */
export function indexHeader<Column extends string>(
  header: readonly string[],
  wanted: readonly Column[],
): { ok: true; columns: Readonly<Record<Column, number>> } | { ok: false; missing: Column[] } {
  const names = header.map((name) => name.trim());
  const missing = wanted.filter((column) => !names.includes(column));
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, columns: Object.fromEntries(wanted.map((column) => [column, names.indexOf(column)])) as Record<Column, number> };
}
