import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../../src/content/content-store";
import type { Language } from "../../src/lib/i18n/languages";

/**
 * The mails' wording as the server sends it, read from content/locales/<language>/mail.json (the file
 * src/server/mail/mail-strings.ts gives i18next), so an editor who rewords a mail keeps the server tests
 * green. Unlike `uiString`, no business constant is filled in: the server fills a mail's `{{values}}`
 * only from what it passes, as i18next does, and a value it does not pass stays as written.
 */
const files = new Map<Language, Record<string, unknown>>();

function raw(language: Language, key: string): string {
  let strings = files.get(language);
  if (!strings) {
    strings = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "locales", language, "mail.json"), "utf8")) as Record<string, unknown>;
    files.set(language, strings);
  }
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  if (typeof value !== "string") throw new Error(`no string ${key} in content/locales/${language}/mail.json`);
  return value;
}

/** A mail string by its dotted key (`enquiry.ackSubject`), its `{{values}}` filled from `values`. */
export function mailString(language: Language, key: string, values: Record<string, string | number>): string {
  return raw(language, key).replace(/{{\s*([^{}]+?)\s*}}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A counted mail string (`enquiry.nights` with 4: "4 nights"), in the plural form the language gives the count. */
export function mailCount(language: Language, key: string, count: number): string {
  return mailString(language, `${key}_${new Intl.PluralRules(language).select(count)}`, { count });
}
