/**
 * Characters that look like nothing (or like an ordinary space) in an editor, so a content mistake
 * made of them is never seen: pasted from a word processor, a web page or a chat, or left by an
 * editor that saves a byte-order mark.
 */

const SPACE = "replace it with an ordinary space";
const DELETE = "delete it";

const NAMED: ReadonlyMap<number, { name: string; advice: string }> = new Map([
  [0x00a0, { name: "a no-break space", advice: SPACE }],
  [0x00ad, { name: "a soft hyphen", advice: DELETE }],
  [0x2009, { name: "a thin space", advice: SPACE }],
  [0x200b, { name: "a zero-width space", advice: DELETE }],
  [0x200c, { name: "a zero-width non-joiner", advice: DELETE }],
  [0x200d, { name: "a zero-width joiner", advice: DELETE }],
  [0x200e, { name: "a left-to-right mark", advice: DELETE }],
  [0x200f, { name: "a right-to-left mark", advice: DELETE }],
  [0x2028, { name: "a line separator", advice: DELETE }],
  [0x2029, { name: "a paragraph separator", advice: DELETE }],
  [0x202f, { name: "a narrow no-break space", advice: SPACE }],
  [0x2060, { name: "a word joiner", advice: DELETE }],
  [0x3000, { name: "an ideographic space", advice: SPACE }],
  [0xfeff, { name: "a byte-order mark", advice: DELETE }],
]);

const isOtherSpace = (code: number) => (code >= 0x2000 && code <= 0x200a) || code === 0x205f;
const isDirectionMark = (code: number) => code >= 0x202a && code <= 0x202e;

/**
 * Invisible characters that JSON accepts inside text but that nobody means to type there. A no-break
 * space, a soft hyphen or a zero-width joiner can be deliberate typography (or part of an emoji), so
 * they are only reported where JSON itself refuses them: between values.
 */
export function isStrayInText(code: number): boolean {
  return [0x200b, 0x200e, 0x200f, 0x2028, 0x2029, 0x2060, 0xfeff].includes(code) || isDirectionMark(code);
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** Whether `code` is one of the characters an editor cannot see (the excerpt marks them with "·"). */
export function isInvisible(code: number): boolean {
  return NAMED.has(code) || isOtherSpace(code) || isDirectionMark(code);
}

/** The character at `offset` as an editor would call it: `a no-break space (U+00A0)`, `"}"`, `the end of the file`. */
export function describeCharacterAt(text: string, offset: number): string {
  if (offset >= text.length) return "the end of the file";
  const code = text.charCodeAt(offset);
  const named = NAMED.get(code);
  if (named) return `${named.name} (${hex(code)})`;
  if (isOtherSpace(code)) return `an unusual space (${hex(code)})`;
  if (isDirectionMark(code)) return `a text-direction mark (${hex(code)})`;
  if (code === 0x0a || code === 0x0d) return "a line break";
  if (code === 0x09) return "a tab";
  if (code === 0x20) return "a space";
  if (code < 0x20) return `a control character (${hex(code)})`;
  if (code === 0x22) return "a double quote";
  const word = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(text.slice(offset, offset + 40));
  return JSON.stringify(word ? word[0] : text[offset]);
}

/** What to do about an invisible character at `offset`, or null when the character is an ordinary one. */
export function adviceFor(text: string, offset: number): string | null {
  const code = text.charCodeAt(offset);
  // Editors on Windows add a byte-order mark when told to save "UTF-8 with BOM"; the fix is in the save dialog.
  if (code === 0xfeff && offset === 0) return "save the file as UTF-8 without BOM";
  if (isOtherSpace(code)) return SPACE;
  if (isDirectionMark(code)) return DELETE;
  return NAMED.get(code)?.advice ?? null;
}
