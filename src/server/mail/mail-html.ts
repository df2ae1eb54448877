import { escapeHtml as escaped } from "../../lib/format/html-text";
import { HREFLANG, type Language } from "../../lib/i18n/languages";
import { site } from "../content/site";
import { MAIL_PALETTE as colour } from "./mail-palette";

/**
 * Where a value sits in a mail's wording while the HTML part is made: the wording around it is the
 * editors' and the value may be a guest's, so each is escaped on its own, and only the site's own
 * addresses become links. Private-use characters, which no mail text means to contain.
 */
export const VALUE_START = "\uE000";
export const VALUE_END = "\uE001";

/** A value's name ending so is one of the site's own addresses (never a guest's text): a link. */
const LINK_VALUE = /Url$/;

/** Escaped, its line breaks kept as the plain-text part has them. */
const lines = (text: string) => escaped(text).replace(/\r?\n/g, "<br>\n");

const FONT = "font-family:Georgia,'Times New Roman',serif";
const BODY_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

function value(name: string, values: Readonly<Record<string, string>>): string {
  const text = values[name] ?? "";
  if (!LINK_VALUE.test(name) || !/^https?:\/\//.test(text)) return lines(text);
  return `<a href="${escaped(text)}" style="color:${colour.link};text-decoration:underline;word-break:break-all">${escaped(text)}</a>`;
}

/** One paragraph of the wording (values marked), as HTML. */
function paragraph(marked: string, values: Readonly<Record<string, string>>): string {
  const parts = marked.split(new RegExp(`${VALUE_START}([^${VALUE_END}]*)${VALUE_END}`));
  // split() with a capture group alternates: wording, value name, wording, value name…
  const html = parts.map((part, index) => (index % 2 === 0 ? lines(part) : value(part, values))).join("");
  return `<p style="margin:0 0 16px">${html}</p>`;
}

/**
 * The HTML part of a message: its wording's paragraphs (blank lines in mail.json) on the site's paper
 * colour under a band with the lodge's name; nothing remote (no image, font or tracker), every style
 * inline because mail programs drop stylesheets, and the message's language and title declared for
 * screen readers.
 */
export function mailHtml(language: Language, subject: string, marked: string, values: Readonly<Record<string, string>>): string {
  const lang = HREFLANG[language];
  const paragraphs = marked
    .split(/(?:\r?\n){2,}/)
    .filter((part) => part.trim() !== "")
    .map((part) => paragraph(part, values))
    .join("\n");
  return `<!doctype html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escaped(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colour.sand}">
<div role="article" aria-label="${escaped(subject)}" lang="${lang}" style="max-width:600px;margin:0 auto;background:${colour.paper};color:${colour.ink};${BODY_FONT};font-size:16px;line-height:1.5">
<div style="background:${colour["forest-900"]};color:${colour["on-dark"]};padding:20px 24px;${FONT};font-size:22px;font-weight:bold">${escaped(site().productName)}</div>
<div style="padding:24px">
${paragraphs}
</div>
</div>
</body>
</html>
`;
}
