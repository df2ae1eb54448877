import fs from "node:fs";
import path from "node:path";
import { adviceFor, describeCharacterAt, isInvisible } from "./characters";
import { scanJson } from "./json-syntax";
import type { ContentProblem } from "./problems";

/** 1-based line and column of `offset`, counted as editors count them (a tab is one column). */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

const EXCERPT_WIDTH = 100;

/**
 * The line holding `offset` with a caret under its column. Invisible characters show as "·" and tabs
 * as one space, so the caret stays under the right character; a long line (a file saved on one line)
 * is cut to the part around the column.
 */
export function excerptAt(text: string, offset: number): string[] {
  const { line, column } = lineAndColumn(text, offset);
  const lineStart = offset - (column - 1);
  const lineEnd = text.indexOf("\n", lineStart);
  const full = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, "");
  const shown = Array.from(full, (char) => (char === "\t" ? " " : isInvisible(char.charCodeAt(0)) ? "·" : char)).join("");
  const start = Math.max(0, Math.min(column - 1 - EXCERPT_WIDTH / 2, shown.length - EXCERPT_WIDTH));
  const end = Math.min(shown.length, start + EXCERPT_WIDTH);
  const lead = start > 0 ? "…" : "";
  const number = String(line);
  return [
    `  ${number} | ${lead}${shown.slice(start, end)}${end < shown.length ? "…" : ""}`,
    `  ${" ".repeat(number.length)} | ${" ".repeat(lead.length + column - 1 - start)}^`,
  ];
}

/** `what at line L, column C`, then what to do when the character at `offset` is an invisible one, else `hint`. */
function foundAt(text: string, offset: number, hint?: string): string {
  const { line, column } = lineAndColumn(text, offset);
  const advice = adviceFor(text, offset) ?? hint;
  return `${describeCharacterAt(text, offset)} at line ${line}, column ${column}${advice ? `: ${advice}` : ""}`;
}

/**
 * Every mistake of JSON text that JSON.parse would reject or silently paper over, as editor-facing
 * problems; `parseable` says whether JSON.parse can still read the text (invisible characters inside
 * text and repeated fields are mistakes, not syntax errors).
 */
export function jsonTextProblems(file: string, text: string): { parseable: boolean; problems: ContentProblem[] } {
  const { error, strays, duplicates } = scanJson(text);
  if (error) {
    return {
      parseable: false,
      problems: [{ file, path: error.path, expected: error.expected, got: foundAt(text, error.offset, error.hint), excerpt: excerptAt(text, error.offset) }],
    };
  }
  const strayProblems = strays.map(({ offset, path: at }) => ({
    file,
    path: at,
    expected: "expected no invisible characters in text",
    got: foundAt(text, offset),
    excerpt: excerptAt(text, offset),
  }));
  const duplicateProblems = duplicates.map(({ offset, firstOffset, path: at }) => {
    const first = lineAndColumn(text, firstOffset);
    const second = lineAndColumn(text, offset);
    return {
      file,
      path: at,
      expected: `expected this field once in its object (it is also at line ${first.line}, column ${first.column}, and only the last one would be kept)`,
      got: `a second one at line ${second.line}, column ${second.column}`,
      excerpt: excerptAt(text, offset),
    };
  });
  return { parseable: true, problems: [...strayProblems, ...duplicateProblems] };
}

/** Called with the bytes of each content file as they were read for validation. */
export type OnFileRead = (file: string, bytes: Buffer) => void;

/** Reads a content file; every mistake goes to `problems`, and the value is returned whenever the file could be parsed. */
export function readJson(contentDir: string, file: string, problems: ContentProblem[], onRead?: OnFileRead): { ok: true; value: unknown } | { ok: false } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(contentDir, file));
  } catch {
    problems.push({ file, path: [], expected: "expected this file to exist", got: "nothing" });
    return { ok: false };
  }
  onRead?.(file, bytes);
  const text = bytes.toString("utf8");
  const checked = jsonTextProblems(file, text);
  problems.push(...checked.problems);
  return checked.parseable ? { ok: true, value: JSON.parse(text) } : { ok: false };
}
