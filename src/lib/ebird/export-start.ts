/**
 * What the start of a file says about it before its columns are checked: a file that is not text,
 * or eBird's export after a spreadsheet program re-saved it. Each is refused in one sentence that
 * names the cause, where the column check would list all 23 columns as missing.
 */

import { binaryKind, isUtf16, isUtf8, type BinaryKind } from "./file-kind";
import { EBIRD_COLUMNS, indexColumns } from "./ebird-rows";

export type StartProblem =
  /** Not text at all: an image, a PDF, a zip, a spreadsheet workbook, or another binary file. */
  | { problem: "notCsv"; looksLike: BinaryKind }
  /** eBird's columns, separated by semicolons (a spreadsheet in a locale with the decimal comma, Brazil's) or tabs. */
  | { problem: "separator"; separator: "semicolon" | "tab" }
  /** eBird's columns in a text that is not UTF-8: re-saved in Windows' own encoding, or as UTF-16. */
  | { problem: "encoding" };

const SEPARATORS = { comma: ",", semicolon: ";", tab: "\t" } as const;

/** The header's names split by a separator, each without the quotes a program may put around it. */
function headerNames(line: string, separator: string): string[] {
  return line.split(separator).map((name) => name.trim().replace(/^"(.*)"$/, "$1"));
}

/** How many of eBird's columns the header names when split by this separator. */
function columnsNamed(line: string, separator: string): number {
  const found = indexColumns(headerNames(line, separator));
  return found.ok ? EBIRD_COLUMNS.length : EBIRD_COLUMNS.length - found.missing.length;
}

function firstLine(head: Buffer): string {
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const end = text.search(/[\r\n]/);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Why a file cannot be eBird's export, from its first bytes; null when it may be (the column check
 * and the rows say the rest). A header that names eBird's columns with another separator counts when
 * it names at least half of them: a file re-saved and then edited is still recognised.
 */
export function exportStartProblem(head: Buffer): StartProblem | null {
  if (head.length === 0) return null;
  if (isUtf16(head)) return { problem: "encoding" };
  const looksLike = binaryKind(head);
  if (looksLike) return { problem: "notCsv", looksLike };
  const line = firstLine(head);
  const byComma = columnsNamed(line, SEPARATORS.comma);
  if (byComma < EBIRD_COLUMNS.length) {
    for (const separator of ["semicolon", "tab"] as const) {
      const named = columnsNamed(line, SEPARATORS[separator]);
      if (named > byComma && named * 2 >= EBIRD_COLUMNS.length) return { problem: "separator", separator };
    }
    // Not eBird's header at all: the column check names what is missing.
    return null;
  }
  return isUtf8(head) ? null : { problem: "encoding" };
}
