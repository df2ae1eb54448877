import i18next from "i18next";
import enquiryEn from "../../../content/locales/en/enquiry.json";
import formsEn from "../../../content/locales/en/forms.json";
import newsletterEn from "../../../content/locales/en/newsletter.json";
import enquiryPt from "../../../content/locales/pt/enquiry.json";
import formsPt from "../../../content/locales/pt/forms.json";
import newsletterPt from "../../../content/locales/pt/newsletter.json";
import type { FormWordingKey, Wording } from "../../lib/forms/field-wording";
import { I18NEXT_OPTIONS } from "../../lib/i18n/i18next-options";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/i18n/languages";

/**
 * The visitors' forms' words (content/locales/<language>/{forms,enquiry,newsletter}.json) through
 * i18next, as their pages read them, for the answer page of a form posted without script: a refusal
 * reads the same with script and without.
 */
const strings = i18next.createInstance({
  ...I18NEXT_OPTIONS,
  resources: { pt: { forms: formsPt, enquiry: enquiryPt, newsletter: newsletterPt }, en: { forms: formsEn, enquiry: enquiryEn, newsletter: newsletterEn } },
  ns: ["forms", "enquiry", "newsletter"],
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initImmediate: false,
});
void strings.init();

/** A form's wording in a language. */
export function formWords(language: Language, wording: Wording<FormWordingKey>): string {
  return strings.getFixedT(language, ["forms", "enquiry", "newsletter"])(wording.key, wording.values);
}
