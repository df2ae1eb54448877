import { disguisingCharacters, isEmailAddress } from "./forms";

/**
 * Guests' words as staff see them (the staff area, the lodge's mail): every character that could
 * disguise the text (a right-to-left override that reorders what follows, an invisible filler, a
 * control character, half a surrogate pair left by older code) becomes a visible marker naming its
 * code point, so what staff read is what was sent. Values stored before the server refused such
 * characters are shown the same way.
 */
export type GuestTextPart = { kind: "text"; text: string } | { kind: "hidden"; codePoint: string };

/** `U+202E`: how a hidden character is named. */
export const codePointName = (character: string): string => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The marker that stands for a hidden character in plain text. */
export const hiddenMarker = (codePoint: string): string => `⟨${codePoint}⟩`;

export function guestTextParts(value: string): GuestTextPart[] {
  const parts: GuestTextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(disguisingCharacters())) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: "text", text: value.slice(last, at) });
    parts.push({ kind: "hidden", codePoint: codePointName(match[0]) });
    last = at + match[0].length;
  }
  if (last < value.length) parts.push({ kind: "text", text: value.slice(last) });
  return parts;
}

/** The text with each hidden character written as its marker: for mail, attributes and dialogs. */
export const revealHidden = (value: string): string =>
  guestTextParts(value)
    .map((part) => (part.kind === "text" ? part.text : hiddenMarker(part.codePoint)))
    .join("");

/** The text without its hidden characters: a starting point for what staff publish. */
export const withoutHidden = (value: string): string => value.replace(disguisingCharacters(), "");

/**
 * A `mailto:` link to one guest address, with a subject: the address's local part and the subject
 * percent-encoded (RFC 6068), so no `?`, `&` or `%` in them can add a recipient, a body or a header.
 * Null for a value that is not a valid address (stored by older code): it is shown, never linked.
 */
export function mailtoHref(address: string, subject?: string): string | null {
  if (!isEmailAddress(address)) return null;
  const at = address.lastIndexOf("@");
  const recipient = `${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
  return `mailto:${recipient}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}
