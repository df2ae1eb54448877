/** Field checks the forms share (and the server repeats), pure so each rule is unit-tested. */

export type FieldError = "required" | "tooLong" | "email" | "fileType" | "fileSize" | "consent" | "nameCharacters" | "markup" | "characters";

export const LIMITS = { name: 100, email: 254, caption: 300, username: 64, password: 128 } as const;

/**
 * What no one types and no page can show: a lone surrogate (half of a character: a script sent it, and
 * it would be stored as invalid UTF-8), U+FFFD (what the server's decoder made of bytes that were not
 * UTF-8, so the guest's text is already lost), a noncharacter, and control characters other than tab
 * and line breaks. A regular expression rather than String.prototype.isWellFormed, which the browsers
 * of older phones lack: the same check runs in the page.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNREADABLE = /[\p{Cs}\uFFFD\p{Noncharacter_Code_Point}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** True when the text is well-formed Unicode made of characters people type. */
export const isReadableText = (value: string): boolean => !UNREADABLE.test(value);

/**
 * Characters that change or hide what text looks like without being seen: bidirectional controls
 * (which reorder what follows them), other format characters, invisible fillers, line and paragraph
 * separators, and the unreadable ones above. The joiners that scripts and emoji need (U+200C, U+200D)
 * and variation selectors are not among them: they cannot reorder or hide text.
 */
const DISGUISING_CLASS =
  "(?![\\t\\n\\r\\u200C\\u200D\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}])[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\p{Noncharacter_Code_Point}]";
// eslint-disable-next-line no-misleading-character-class -- the joiner and variation selectors are exceptions listed alone, never combined
export const DISGUISING = new RegExp(DISGUISING_CLASS, "u");
/** The same, to find every one in a text. */
// eslint-disable-next-line no-misleading-character-class -- as above
export const disguisingCharacters = () => new RegExp(DISGUISING_CLASS, "gu");

export function checkText(value: string, max: number, required = true): FieldError | null {
  const trimmed = value.trim();
  if (required && trimmed === "") return "required";
  if (!isReadableText(value)) return "characters";
  return trimmed.length > max ? "tooLong" : null;
}

/** Letters of any script, with the spaces, apostrophes, dots and hyphens names have; nothing a query or a page could run. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** Angle brackets: markup, never part of a caption. */
const MARKUP = /[<>]/;

/** A name: letters as above, and none of them an invisible filler (U+3164 is a letter no one can see). */
export function checkName(value: string, max: number): FieldError | null {
  const trimmed = value.trim();
  return checkText(value, max) ?? (NAME.test(trimmed) && !DISGUISING.test(trimmed) ? null : "nameCharacters");
}

export function checkPlainText(value: string, max: number, required = true): FieldError | null {
  return checkText(value, max, required) ?? (MARKUP.test(value) ? "markup" : null);
}

/**
 * Text the public site will show (a published caption): plain text without characters that would
 * make it look other than it is.
 */
export function checkPublishedText(value: string, max: number, required = true): FieldError | null {
  return checkPlainText(value, max, required) ?? (DISGUISING.test(value) ? "characters" : null);
}

/**
 * The HTML standard's "valid e-mail address" (what browsers accept in `<input type=email>`): ASCII
 * only, a local part of atext and dots, a domain of letter-digit-hyphen labels of at most 63. One
 * thing stricter: the domain needs a dot, as every address a guest can be answered at has one
 * (`ana@gmail` is a slip that would lose the answer).
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function checkEmail(value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > LIMITS.email) return "tooLong";
  return EMAIL.test(trimmed) ? null : "email";
}

/** An address as a guest typed it, and already checked: true when checkEmail takes it. */
export const isEmailAddress = (value: string): boolean => checkEmail(value) === null && value === value.trim();
