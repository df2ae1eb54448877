/**
 * Checks over what a built page shows (tests/build/placeholders.test.ts): no value written only to
 * fill a gap, and no link or structured-data address to a host the content does not declare. Pure,
 * so the detection itself is unit-tested on plain strings.
 */

/** Shapes of made-up values: zeroed phone numbers, a zeroed analytics ID, guessed addresses. */
const PLACEHOLDERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  // 3000-0000, 90000-0000, and the same digits run together in a tel: or wa.me link.
  { name: "zeroed phone number", pattern: /\d{4,5}[-\s.]?0{4}(?!\d)/g },
  // 90000-0001: a zeroed number with its last digit changed.
  { name: "zeroed phone number", pattern: /0{4}-\d{4}/g },
  { name: "zeroed phone link", pattern: /(?:tel:|wa\.me\/)\+?\d*0{4}\d*/g },
  { name: "zeroed analytics ID", pattern: /\bG-0{4,}\w*/g },
  { name: "guessed form address", pattern: /\bforms\.gle\/\S*/gi },
  { name: "guessed booking page", pattern: /\/reservas-online\//gi },
  // Domains kept for examples (RFC 2606), and their Portuguese look-alike.
  {
    name: "example address",
    pattern: /(?:[\w.+-]+@)?(?:[\w-]+\.)*\b(?:example|exemplo)\.(?:com\.br|com|org|net)\b|(?:[\w.+-]+@)?(?:[\w-]+\.)+(?:example|invalid)\b/gi,
  },
];

/** Every placeholder-looking piece of `value`, named: `zeroed phone number "3000-0000"`. */
export function placeholdersIn(value: string): string[] {
  return PLACEHOLDERS.flatMap(({ name, pattern }) => [...value.matchAll(pattern)].map((match) => `${name} ${JSON.stringify(match[0])}`));
}

/** Every https address written in a text, e.g. the raw text of a content file. */
export function httpsUrlsIn(text: string): string[] {
  return [...text.matchAll(/https:\/\/[^\s"'<>\\]+/g)].map((match) => match[0]);
}

/** Every e-mail address in a text. */
export function emailsIn(text: string): string[] {
  return [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => match[0]);
}

/** Every string inside a JSON value (structured data, page data), at any depth. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Where the content allows a page to point: hosts of its https addresses, and exact addresses built from its values. */
export interface DeclaredTargets {
  hosts: ReadonlySet<string>;
  /** mailto:, tel:, WhatsApp and map links built from contacts and coordinates that are set. */
  exact: ReadonlySet<string>;
}

export function declaredTargets(contentTexts: readonly string[], siteUrl: string, exact: readonly string[]): DeclaredTargets {
  const hosts = new Set([siteUrl, ...contentTexts.flatMap(httpsUrlsIn)].flatMap((url) => hostOf(url) ?? []));
  return { hosts, exact: new Set(exact) };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Why `href` points somewhere the content does not declare, or null if it is fine: paths and anchors
 * of the site, exact addresses built from content values, and https addresses on a declared host.
 */
export function undeclaredTarget(href: string, declared: DeclaredTargets): string | null {
  if (declared.exact.has(href)) return null;
  if (/^(mailto|tel):/i.test(href)) return `address not given in content: ${href}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("//")) return null; // a path or anchor of this site
  let url: URL;
  try {
    url = new URL(href.startsWith("//") ? `https:${href}` : href);
  } catch {
    return `not an address: ${href}`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return `unexpected kind of link: ${href}`;
  return declared.hosts.has(url.host) ? null : `host not declared in content (${url.host}): ${href}`;
}
