/** Field checks the forms share (and the server repeats), pure so each rule is unit-tested. */

export type FieldError = "required" | "tooLong" | "email" | "fileType" | "fileSize" | "consent" | "nameCharacters" | "markup";

export const LIMITS = { name: 100, email: 254, caption: 300, username: 64, password: 128 } as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function checkText(value: string, max: number, required = true): FieldError | null {
  const trimmed = value.trim();
  if (required && trimmed === "") return "required";
  return trimmed.length > max ? "tooLong" : null;
}

/** Letters of any script, with the spaces, apostrophes, dots and hyphens names have; nothing a query or a page could run. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** Angle brackets and control characters: markup or worse, never part of a caption. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const MARKUP = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function checkName(value: string, max: number): FieldError | null {
  return checkText(value, max) ?? (NAME.test(value.trim()) ? null : "nameCharacters");
}

export function checkPlainText(value: string, max: number, required = true): FieldError | null {
  return checkText(value, max, required) ?? (MARKUP.test(value) ? "markup" : null);
}

export function checkEmail(value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > LIMITS.email) return "tooLong";
  return EMAIL.test(trimmed) ? null : "email";
}
