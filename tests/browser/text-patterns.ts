/**
 * Patterns built from UI strings and content (tests/support/site-content.ts) rather than typed in, for
 * the places where a name or text goes on past the string (a label followed by "(required)", a button
 * followed by a room's name) or carries values the page fills in itself.
 */

/** `literal` with every RegExp metacharacter escaped. */
export const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name or text that begins with `literal`. */
export const startingWith = (literal: string) => new RegExp(`^${escapeRegExp(literal)}`);

/** A name or text that contains `literal`. */
export const containing = (literal: string) => new RegExp(escapeRegExp(literal));

/** A UI string with the `{{placeholders}}` the page fills itself ({{count}}, {{types}}, {{name}}…) filled with `values`. */
export const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
