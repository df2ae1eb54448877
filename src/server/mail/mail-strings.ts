import i18next from "i18next";
import mailEn from "../../../content/locales/en/mail.json";
import mailPt from "../../../content/locales/pt/mail.json";
import { I18NEXT_OPTIONS } from "../../lib/i18n/i18next-options";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/i18n/languages";

/**
 * The mail's texts (content/locales/<language>/mail.json) through i18next, as the pages read theirs:
 * `{{values}}` filled, plural forms by count. What a guest wrote is only ever a value, and i18next
 * neither interpolates nor nests inside values, so no text of theirs can pull in another string.
 */
const strings = i18next.createInstance({
  ...I18NEXT_OPTIONS,
  resources: { pt: { mail: mailPt }, en: { mail: mailEn } },
  ns: ["mail"],
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initImmediate: false,
});
void strings.init();

export function mailText(language: Language) {
  return strings.getFixedT(language, ["mail"]);
}

/** The dotted paths of mail.json's strings (`enquiry.ackBody`), typed from the Portuguese file as every key is. */
type Leaves<Tree, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
export type MailKey = Leaves<typeof mailPt>;

/**
 * One mail string by a key chosen at run time (a message's subject and body), its `{{values}}`
 * filled. Only the key's type narrows i18next's overloads; the call is the same as mailText's.
 */
export function mailString(language: Language, key: MailKey, values: Readonly<Record<string, string>>): string {
  const translate = strings.getFixedT(language, ["mail"]) as unknown as (key: string, values: Readonly<Record<string, string>>) => string;
  return translate(`mail:${key}`, values);
}
