import type { CustomTypeOptions } from "i18next";
import type { Language } from "../../lib/i18n/languages";
import { serverStrings } from "../content/server-strings";

/**
 * The mail's texts (content/locales/<language>/mail.json). What a guest wrote is only ever a value,
 * and i18next neither interpolates nor nests inside values, so no text of theirs can pull in another
 * string.
 */
export function mailText(language: Language) {
  return serverStrings().getFixedT(language, ["mail"]);
}

/**
 * The dotted paths of mail.json's strings (`enquiry.ackBody`), from the UI strings' type declaration
 * (src/types/i18next.d.ts, written from the Portuguese files), which types every `t()` key alike.
 */
type Leaves<Tree, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
export type MailKey = Leaves<CustomTypeOptions["resources"]["mail"]>;

/**
 * One mail string by a key chosen at run time (a message's subject and body), its `{{values}}`
 * filled. Only the key's type narrows i18next's overloads; the call is the same as mailText's.
 */
export function mailString(language: Language, key: MailKey, values: Readonly<Record<string, string>>): string {
  const translate = serverStrings().getFixedT(language, ["mail"]) as unknown as (key: string, values: Readonly<Record<string, string>>) => string;
  return translate(`mail:${key}`, values);
}
