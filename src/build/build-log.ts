import { stripVTControlCharacters } from "node:util";

/**
 * What a build's output asks someone to look at: Gatsby's `warn`, `error` and `failed` entries,
 * webpack's `WARNING`s and Node's own warnings (deprecations among them), each as one line of text.
 * Gatsby wraps a long entry over several lines; they are joined again, so a notice is recognised by
 * how it starts, wherever the wrapping fell.
 */

/** A line that starts an entry of Gatsby's reporter, webpack or Node. */
const ENTRY = /^\s*(?:info|success|warn|error|ERROR|verbose|failed)\s|^\(node:\d+\)|^WARNING\b/;
/** An entry someone has to look at. */
const PROBLEM = /^\s*(?:warn|error|ERROR|failed)\s|^\(node:\d+\)|^WARNING\b/;
/** Printed inside other entries too (a worker's stderr comes through as Gatsby's `ERROR UNKNOWN`). */
const NODE_WARNING = /\b[A-Za-z]*Warning:|\[DEP\d+\]/;

const joined = (lines: string[]) => lines.map((line) => line.trim()).join(" ");

/** The entries of a build's output (colours removed), wrapped lines joined. */
function entries(output: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) found.push(joined(current));
    current = [];
  };
  for (const line of stripVTControlCharacters(output).split(/\r?\n/)) {
    if (line.trim() === "") close();
    else if (ENTRY.test(line)) {
      close();
      current = [line];
    } else current.push(line);
  }
  close();
  return found;
}

/**
 * The warnings and errors in a build's output, less the notices it is expected to print (given by
 * how their text starts, after `warn `): a build with none prints only what someone must act on.
 */
export function unexpectedWarnings(output: string, expectedNotices: readonly string[]): string[] {
  return entries(output).filter((entry) => {
    if (!PROBLEM.test(entry) && !NODE_WARNING.test(entry)) return false;
    const text = entry.replace(/^\s*warn\s+/, "");
    return !(entry.trimStart().startsWith("warn") && expectedNotices.some((notice) => text.startsWith(notice)));
  });
}
