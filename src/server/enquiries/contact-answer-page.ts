import { createHash } from "node:crypto";
import i18next from "i18next";
import formsEn from "../../../content/locales/en/forms.json";
import contactEn from "../../../content/locales/en/howToGetHere.json";
import formsPt from "../../../content/locales/pt/forms.json";
import contactPt from "../../../content/locales/pt/howToGetHere.json";
import site from "../../../content/site.json";
import { CONTACT_FIELDS, CONTACT_LIMITS, contactFieldMax, type ContactErrors, type ContactValues } from "../../lib/forms/contact";
import { FORM_ENDPOINTS } from "../../lib/forms/endpoints";
import { LIMITS } from "../../lib/forms/forms";
import { HREFLANG, type Language } from "../../lib/i18n/languages";
import { I18NEXT_OPTIONS } from "../../lib/i18n/i18next-options";
import { TOPIC_NAMES } from "./contact-messages";

/**
 * The answer to a contact form posted without script that the server refused: a page in the
 * visitor's language with the form again, every value as it was sent (escaped) and the error beside
 * its field, so nothing typed is lost. It posts to the same endpoint as the page's form.
 */
const strings = i18next.createInstance({
  ...I18NEXT_OPTIONS,
  resources: { pt: { forms: formsPt, howToGetHere: contactPt }, en: { forms: formsEn, howToGetHere: contactEn } },
  ns: ["forms", "howToGetHere"],
  lng: "pt",
  fallbackLng: "pt",
  initImmediate: false,
});
void strings.init();

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character);

/** Plain and legible on a phone; its own hash is the only style the page's policy allows. */
const STYLE = [
  "body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2a1f;background:#f7f5ef}",
  "main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}",
  "h1{font-size:1.6rem;line-height:1.2}",
  "label{display:block;font-weight:600;margin-top:1rem}",
  "input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem;border:1px solid #5b6b5b;border-radius:6px;background:#fff}",
  "[aria-invalid=true]{border:2px solid #a3261b}",
  ".error{color:#a3261b;font-weight:600;margin:.25rem 0 0}",
  ".summary{border:2px solid #a3261b;border-radius:6px;padding:.5rem 1rem;background:#fff}",
  "button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.7rem 1.4rem;border:0;border-radius:6px;background:#1d5c3a;color:#fff}",
  ".trap{position:absolute;left:-10000px}",
  "a{color:#1d5c3a}",
].join("");
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** The page's policy: nothing but its own style, images none, and posting back to this site. */
export const ANSWER_PAGE_POLICY = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export function contactAnswerPage(language: Language, from: string, values: ContactValues, errors: ContactErrors): string {
  const t = strings.getFixedT(language, ["howToGetHere", "forms"]);
  const label = (field: keyof ContactValues) => t(`howToGetHere:contactForm.${field}`);
  const message = (field: keyof ContactValues) => {
    const error = errors[field];
    return error ? t(`forms:errors.${error}`, { max: contactFieldMax(field) }) : "";
  };
  const id = (field: keyof ContactValues) => `contact-${field}`;
  const refused = CONTACT_FIELDS.filter((field) => errors[field]);
  const field = (name: keyof ContactValues, control: (attributes: string) => string, hint = "") => {
    const error = message(name);
    const described = [hint && `${id(name)}-hint`, error && `${id(name)}-error`].filter(Boolean).join(" ");
    const attributes = `id="${id(name)}" name="${name}" required${error ? ' aria-invalid="true"' : ""}${described ? ` aria-describedby="${described}"` : ""}`;
    return [
      `<label for="${id(name)}">${escape(label(name))} (${escape(t("howToGetHere:contactForm.required"))})</label>`,
      hint && `<p id="${id(name)}-hint">${escape(hint)}</p>`,
      control(attributes),
      error && `<p id="${id(name)}-error" class="error">${escape(error)}</p>`,
    ].join("");
  };
  const topics =
    `<option value="" disabled${TOPIC_NAMES.has(values.topic) ? "" : " selected"}>${escape(t("howToGetHere:contactForm.chooseTopic"))}</option>` +
    [...TOPIC_NAMES]
      .map(([topic, names]) => `<option value="${escape(topic)}"${topic === values.topic ? " selected" : ""}>${escape(names[language])}</option>`)
      .join("");
  const title = t("howToGetHere:contactForm.answerTitle");
  return `<!doctype html>
<html lang="${HREFLANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(`${title} — ${site.productName}`)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escape(title)}</h1>
<p>${escape(t("howToGetHere:contactForm.answerLead"))}</p>
<div class="summary" role="alert"><p>${escape(t("forms:errors.summary"))}</p><ul>${refused
    .map((name) => `<li><a href="#${id(name)}">${escape(`${label(name)}: ${message(name)}`)}</a></li>`)
    .join("")}</ul></div>
<form method="post" action="${FORM_ENDPOINTS.contact}">
<input type="hidden" name="from" value="${escape(from)}">
<div class="trap" aria-hidden="true"><label for="contact-website">Website</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off"></div>
${field("topic", (attributes) => `<select ${attributes}>${topics}</select>`)}
${field(
  "message",
  (attributes) => `<textarea ${attributes} rows="6" maxlength="${CONTACT_LIMITS.message}">${escape(values.message)}</textarea>`,
  t("howToGetHere:contactForm.messageHint", { max: CONTACT_LIMITS.message }),
)}
${field("name", (attributes) => `<input ${attributes} autocomplete="name" maxlength="${LIMITS.name}" value="${escape(values.name)}">`)}
${field(
  "email",
  (attributes) => `<input ${attributes} type="email" autocomplete="email" spellcheck="false" maxlength="${LIMITS.email}" value="${escape(values.email)}">`,
  t("howToGetHere:contactForm.emailHint"),
)}
<button type="submit">${escape(t("howToGetHere:contactForm.submit"))}</button>
</form>
<p><a href="${escape(from)}#contact">${escape(t("howToGetHere:contactForm.backToPage"))}</a></p>
</main></body></html>
`;
}
