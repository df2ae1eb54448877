import { TextDecoder } from "node:util";

/**
 * What a file that is not text turns out to be, by its first bytes: what staff most often pick by
 * mistake instead of eBird's CSV (a photo, a scan, eBird's zip itself, a spreadsheet saved from it),
 * or `other` for any other binary file.
 */
export type BinaryKind = "jpeg" | "png" | "gif" | "webp" | "heic" | "pdf" | "zip" | "spreadsheet" | "office" | "other";

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString("latin1");

// The brands of an ISO media file ("ftyp" box) that phones write their photos in.
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1", "avif"]);

function byMagic(head: Buffer): BinaryKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return "heic";
  if (ascii(head, 0, 5) === "%PDF-") return "pdf";
  // Office files: .xlsx and .ods are zips whose entries name them; .xls (and .doc) are OLE2 compound files.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "office";
  if (ascii(head, 0, 4) === "PK\x03\x04" || ascii(head, 0, 4) === "PK\x05\x06") {
    const names = head.toString("latin1");
    return names.includes("xl/") || names.includes("opendocument.spreadsheet") ? "spreadsheet" : "zip";
  }
  return null;
}

/** Bytes no text file holds: control characters other than tab, line feed, form feed and carriage return. */
function hasControlBytes(head: Buffer): boolean {
  for (const byte of head) if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return true;
  return false;
}

/** What the file is when it is not text at all, or null for text (in whatever encoding). */
export function binaryKind(head: Buffer): BinaryKind | null {
  return byMagic(head) ?? (hasControlBytes(head) ? "other" : null);
}

/** A byte order mark of UTF-16, as a spreadsheet's "Unicode text" writes it. */
export const isUtf16 = (head: Buffer) => startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff]);

/**
 * Whether the file's first bytes are UTF-8, as eBird writes. `head` may end inside a letter (it is cut
 * at a byte count): a sequence left unfinished at its end is not a fault.
 */
export function isUtf8(head: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
