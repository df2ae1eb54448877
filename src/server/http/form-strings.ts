import type { FormWordingKey, Wording } from "../../lib/forms/field-wording";
import type { Language } from "../../lib/i18n/languages";
import { serverStrings } from "../content/server-strings";

/**
 * The visitors' forms' words (content/locales/<language>/{forms,enquiry,newsletter}.json), as their
 * pages read them, for the answer page of a form posted without script: a refusal reads the same with
 * script and without. A form's wording in a language.
 */
export function formWords(language: Language, wording: Wording<FormWordingKey>): string {
  return serverStrings().getFixedT(language, ["forms", "enquiry", "newsletter"])(wording.key, wording.values);
}
