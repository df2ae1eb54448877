import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { escapeHtml } from "../lib/format/html-text";
import { businessConstants, interpolateConstants } from "../lib/format/business-constants";
import { HREFLANG, type Language } from "../lib/i18n/languages";
import type { Content } from "../content/collections";
import { translator } from "../content/ui-strings";

/**
 * The printable documents of the Documents screen, written from content (species lists, the FAQ,
 * the site's constants) so they never disagree with the site. `npm run documents` prints them to
 * PDF and records `sourceHash`; an editor's change to their sources makes them stale, which the build
 * says, and the deploy prints them again before building (`npm run documents -- --if-stale`).
 */

/** The IUCN categories with their meanings in both languages, as the site shows them (locales/wildlife.json). */
const STATUS_CODES = ["CR", "EN", "VU", "NT", "LC"] as const;
function statusLegend(content: Content): string {
  const wordsIn = (language: Language) => translator(content.strings).getFixedT(language, "wildlife");
  const [pt, en] = [wordsIn("pt"), wordsIn("en")];
  return STATUS_CODES.map((code) => `${code} ${pt(`status.${code}`).toLowerCase()} / ${en(`status.${code}`).toLowerCase()}`).join(" · ");
}

const STYLE = `
  @page { size: A4; margin: 16mm 14mm; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #17201b; line-height: 1.45; }
  h1 { font-size: 20pt; color: #1d4430; margin: 0 0 4pt; }
  h2 { font-size: 13pt; color: #1d4430; margin: 16pt 0 6pt; border-bottom: 1.5pt solid #e9b65c; padding-bottom: 2pt; }
  h3 { font-size: 11pt; margin: 10pt 0 2pt; }
  p { margin: 0 0 6pt; }
  .lead { color: #45524b; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 3pt 4pt; border-bottom: 0.5pt solid #ccc; vertical-align: top; }
  th { font-size: 9pt; text-transform: uppercase; color: #45524b; }
  .box { width: 12pt; } .box span { display: inline-block; width: 9pt; height: 9pt; border: 1pt solid #17201b; }
  i { color: #2c6e73; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 12pt; } dt { font-weight: bold; } dd { margin: 0; }
  footer { margin-top: 18pt; font-size: 9pt; color: #45524b; }
`;

/** A printable document's HTML in the documents' one style; `style` adds a document's own rules after it. */
export function printablePage(title: string, lang: string, body: string, style = ""): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}${style}</style></head><body>${body}</body></html>`;
}

function speciesTable(heading: string, rows: Array<{ pt: string; en: string; scientific: string; status?: string }>): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td class="box"><span></span></td><td>${escapeHtml(r.pt)}</td><td>${escapeHtml(r.en)}</td><td><i>${escapeHtml(r.scientific)}</i></td><td>${r.status ?? ""}</td></tr>`,
    )
    .join("");
  return `<h2>${escapeHtml(heading)}</h2><table><thead><tr><th></th><th>Português</th><th>English</th><th>Nome científico / Scientific name</th><th>IUCN</th></tr></thead><tbody>${body}</tbody></table>`;
}

function checklist(content: Content): string {
  const site = content.site;
  const constants = businessConstants(site, "pt");
  const birds = content.birds.map((b) => ({ pt: b.name.pt, en: b.name.en, scientific: b.scientificName, status: b.status }));
  const primates = content.primates.map((p) => ({ pt: p.name.pt, en: p.name.en, scientific: p.scientificName, status: p.status }));
  const mammals = content.mammals.map((m) => ({ pt: m.name.pt, en: m.name.en, scientific: m.scientificName, status: m.status }));
  return printablePage(
    `${site.productName} — Checklist de fauna / Wildlife checklist`,
    "pt-BR",
    `<h1>${escapeHtml(site.productName)} — Checklist de fauna / Wildlife checklist</h1>
     <p class="lead">${escapeHtml(`${constants.birdSpecies} espécies de aves registradas · ${constants.birdSpecies} bird species recorded. Destaques para levar a campo / Highlights to take into the field.`)}</p>
     ${speciesTable("Aves / Birds", birds)}
     ${speciesTable("Primatas / Primates", primates)}
     ${speciesTable("Outros mamíferos da região / Other mammals of the region", mammals)}
     <footer>IUCN: ${escapeHtml(statusLegend(content))}. ${escapeHtml(site.siteUrl)}</footer>`,
  );
}

const GUIDE_TEXT: Record<
  Language,
  {
    title: string;
    facts: string;
    contact: string;
    checkIn: string;
    checkOut: string;
    breakfast: string;
    lunch: string;
    dinner: string;
    early: string;
    birding: string;
    boat: string;
  }
> = {
  pt: {
    title: "Guia do hóspede",
    facts: "Horários e valores",
    contact: "Contato",
    checkIn: "Check-in a partir de",
    checkOut: "Check-out até",
    breakfast: "Café da manhã",
    lunch: "Almoço",
    dinner: "Jantar",
    early: "Refeição antes do check-in (por pessoa)",
    birding: "Saída da observação de aves",
    boat: "Safári de barco",
  },
  en: {
    title: "Guest guide",
    facts: "Times and prices",
    contact: "Contact",
    checkIn: "Check-in from",
    checkOut: "Check-out until",
    breakfast: "Breakfast",
    lunch: "Lunch",
    dinner: "Dinner",
    early: "Early meal access before check-in (per person)",
    birding: "Birdwatching departure",
    boat: "Boat safari",
  },
};

function guide(content: Content, language: Language): string {
  const site = content.site;
  const c = businessConstants(site, language);
  const text = GUIDE_TEXT[language];
  const fill = (s: string) => escapeHtml(interpolateConstants(s, c));
  const boat =
    language === "pt"
      ? `${c.boatSafariHours} horas, saídas ${c.boatSafariDepartures}, até ${c.boatSafariCapacity} pessoas`
      : `${c.boatSafariHours} hours, departures ${c.boatSafariDepartures}, up to ${c.boatSafariCapacity} people`;
  const facts: Array<[string, string]> = [
    [text.checkIn, c.checkIn ?? ""],
    [text.checkOut, c.checkOut ?? ""],
    [text.breakfast, c.breakfast ?? ""],
    [text.lunch, c.lunch ?? ""],
    [text.dinner, c.dinner ?? ""],
    [text.early, c.earlyMealPrice ?? ""],
    [text.birding, c.birdingDeparture ?? ""],
    [text.boat, boat],
  ];
  const faq = content.faq.groups
    .map(
      (group) =>
        `<h2>${fill(group.title[language])}</h2>${group.items.map((item) => `<h3>${fill(item.question[language])}</h3>${item.answer.map((a) => `<p>${fill(a[language])}</p>`).join("")}`).join("")}`,
    )
    .join("");
  return printablePage(
    `${site.productName} — ${text.title}`,
    HREFLANG[language],
    `<h1>${escapeHtml(site.productName)} — ${escapeHtml(text.title)}</h1>
     <p class="lead">${fill(site.tagline[language])}</p>
     <h2>${escapeHtml(text.facts)}</h2><dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>
     ${faq}
     <h2>${escapeHtml(text.contact)}</h2><p>${[site.email, site.phone, site.whatsappReservations && `WhatsApp ${site.whatsappReservations}`, site.siteUrl]
       .filter((contact) => contact !== "") // unset contacts are left out, as on the site
       .map(escapeHtml)
       .join(" · ")}</p>`,
  );
}

/** Each generated document: its file under content/ and its HTML. */
export function documentSources(content: Content): Array<{ file: string; html: string }> {
  return [
    { file: "documents/checklist-fauna.pdf", html: checklist(content) },
    { file: "documents/guia-do-hospede.pdf", html: guide(content, "pt") },
    { file: "documents/guest-guide.pdf", html: guide(content, "en") },
  ];
}

/** One hash of every generated document's HTML: changes whenever their content does. */
export function sourceHash(content: Content): string {
  const hash = createHash("sha256");
  for (const { file, html } of documentSources(content)) hash.update(file).update(html);
  return hash.digest("hex").slice(0, 16);
}

export const DOCUMENTS_HASH_FILE = "documents/sources.sha";

/** Whether content/'s printed documents were printed from other content than `content`. */
export function documentsStale(content: Content, contentDir: string): boolean {
  const recorded = fs.existsSync(path.join(contentDir, DOCUMENTS_HASH_FILE)) ? fs.readFileSync(path.join(contentDir, DOCUMENTS_HASH_FILE), "utf8").trim() : "";
  return recorded !== sourceHash(content);
}

/** How the notice below starts, whatever the documents. */
export const DOCUMENTS_NOTICE_START = "The printed documents";

/** The build's and `npm run check:content`'s line when the printed documents are stale; undefined when not. */
export function documentsNotice(content: Content, contentDir: string): string | undefined {
  if (!documentsStale(content, contentDir)) return undefined;
  const files = documentSources(content).map(({ file }) => `content/${file}`);
  return `${DOCUMENTS_NOTICE_START} (${files.join(", ")}) say what the content said before its last change. The deploy prints them again; to update your copy, run \`npm run documents\` (it needs Chromium).`;
}
