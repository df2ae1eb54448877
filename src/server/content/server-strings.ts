import enquiryEn from "../../../content/locales/en/enquiry.json";
import formsEn from "../../../content/locales/en/forms.json";
import mailEn from "../../../content/locales/en/mail.json";
import newsletterEn from "../../../content/locales/en/newsletter.json";
import enquiryPt from "../../../content/locales/pt/enquiry.json";
import formsPt from "../../../content/locales/pt/forms.json";
import mailPt from "../../../content/locales/pt/mail.json";
import newsletterPt from "../../../content/locales/pt/newsletter.json";
import { bundledStrings } from "./bundled-strings";

/**
 * The UI strings the server speaks (content/locales/<language>/…) through one i18next instance, with
 * the pages' own options: `{{values}}` filled, plural forms by count. The forms' refusals for the
 * answer page of a form posted without script (http/form-strings.ts) and the mail's texts
 * (mail/mail-strings.ts) each read their namespaces from it.
 */
export const serverStrings = bundledStrings({
  forms: { pt: formsPt, en: formsEn },
  enquiry: { pt: enquiryPt, en: enquiryEn },
  newsletter: { pt: newsletterPt, en: newsletterEn },
  mail: { pt: mailPt, en: mailEn },
});
