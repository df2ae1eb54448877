import fs from "node:fs";
import path from "node:path";
import type { Content } from "../content/collections";
import { translator, type UiStrings } from "../content/ui-strings";
import { namedSpecies } from "../content/checklist-page";
import { checklistFilePaths, type ChecklistDownloadFiles } from "../content/checklist-files";
import { checklistCsv } from "../lib/ebird/checklist-csv";
import { escapeHtml } from "../lib/format/html-text";
import { formatLongDate } from "../lib/format/business-constants";
import { HREFLANG, INTL_LOCALE, LANGUAGES, type Language } from "../lib/i18n/languages";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import { printablePage } from "./documents";
import { printPdfs, type PrintJob } from "./print-pdf";

/**
 * The checklist to take along, per language: a PDF to print and a CSV for a spreadsheet, written
 * beside the checklist page by the build that makes it. They come from the imported records, which
 * live in the database and not in content/, so they are made at build time rather than committed.
 */

/** The checklist's words (content/locales/<language>/wildlife.json › checklist), with the pages' i18next options. */
const wordsIn = (strings: UiStrings, language: Language) => translator(strings).getFixedT(language, "wildlife");

/** "nov.–mar., jul." / "Nov–Mar, Jul": the months most likely as runs, one that wraps the year's end included. */
export function monthRuns(months: readonly number[], language: Language, strings: UiStrings): string {
  const t = wordsIn(strings, language);
  if (months.length === 12) return t("checklist.print.allYear");
  const short = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "short", timeZone: "UTC" });
  const name = (month: number) => short.format(Date.UTC(2000, month - 1, 1));
  const likely = new Set(months);
  const next = (month: number) => (month % 12) + 1;
  const previous = (month: number) => ((month + 10) % 12) + 1;
  return months
    .filter((month) => !likely.has(previous(month)))
    .map((start) => {
      let end = start;
      while (likely.has(next(end))) end = next(end);
      return end === start ? name(start) : `${name(start)}–${name(end)}`;
    })
    .join(", ");
}

// Two columns of compact entries: 600 species fit on a few pages a birder can carry.
const CHECKLIST_STYLE = `
  @page { margin: 12mm 11mm; }
  body { font-size: 8pt; line-height: 1.25; }
  h1 { font-size: 15pt; }
  .lead, .legend { font-size: 8.5pt; margin-bottom: 4pt; }
  ol { list-style: none; margin: 8pt 0 0; padding: 0; column-count: 2; column-gap: 8mm; }
  li { break-inside: avoid; padding: 1.5pt 0 1.5pt 13pt; position: relative; border-bottom: 0.4pt solid #ddd; }
  li > span[aria-hidden] { position: absolute; left: 0; top: 2.5pt; width: 7.5pt; height: 7.5pt; border: 0.8pt solid #17201b; }
  .other, .months { color: #45524b; }
`;

/** The PDF's HTML: title, what it stands on, then every species with a box to tick, both names, the scientific one and its months. */
export function checklistPrintHtml(published: PublishedSightings, language: Language, content: Pick<Content, "site" | "strings">): string {
  const t = wordsIn(content.strings, language);
  const other: Language = language === "pt" ? "en" : "pt";
  const species = namedSpecies(published, language);
  const latestDate = published.frequencies.latestDate;
  const months = new Map(published.frequencies.species.map((species) => [species.scientificName, species.likelyMonths]));
  const complete = published.frequencies.periodChecklists.reduce((sum, count) => sum + count, 0);
  const title = t("checklist.print.title", { lodge: content.site.productName });
  const facts = [
    t("checklist.heading", { count: species.length }),
    t("checklist.print.checklists", { count: complete }),
    ...(latestDate ? [t("checklist.print.latest", { date: formatLongDate(latestDate, language) })] : []),
  ];
  const entries = species.map((entry) => {
    const likely = monthRuns(months.get(entry.scientificName) ?? [], language, content.strings);
    return (
      `<li><span aria-hidden="true"></span><b>${escapeHtml(entry.name)}</b>` +
      (entry.otherName ? ` <span class="other" lang="${HREFLANG[other]}">· ${escapeHtml(entry.otherName)}</span>` : "") +
      `<br><i lang="la">${escapeHtml(entry.scientificName)}</i>` +
      (likely ? ` <span class="months">· ${escapeHtml(likely)}</span>` : "") +
      "</li>"
    );
  });
  return printablePage(
    title,
    HREFLANG[language],
    `<h1>${escapeHtml(title)}</h1>
     <p class="lead">${facts.map(escapeHtml).join(" · ")}</p>
     <p class="legend">${escapeHtml(t("checklist.print.legend"))}</p>
     <ol>${entries.join("")}</ol>
     <footer>${escapeHtml(content.site.siteUrl)}</footer>`,
    CHECKLIST_STYLE,
  );
}

/** The spreadsheet: UTF-8 with a byte-order mark, so Excel reads the accents; headings in the file's language. */
export function checklistCsvFile(published: PublishedSightings, language: Language, strings: UiStrings): string {
  const t = wordsIn(strings, language);
  const headings = {
    seen: t("checklist.print.seen"),
    portugueseName: t("checklist.print.portugueseName"),
    englishName: t("checklist.print.englishName"),
    scientificName: t("checklist.print.scientificName"),
    likelyMonths: t("checklist.print.likelyMonths"),
  };
  return `\uFEFF${checklistCsv(published.frequencies, published.names, language, headings)}`;
}

export type ChecklistDownloads = Record<Language, ChecklistDownloadFiles>;

/**
 * Writes the checklist's files into public/ and returns them as the page links them, or removes
 * them and returns null when the build has no checklist (public/ outlives a build): then nothing
 * about the checklist exists. Printing needs Chromium; without it the build stops and says so.
 */
export async function writeChecklistDownloads(
  publicDir: string,
  content: Pick<Content, "routes" | "site" | "strings">,
  published: PublishedSightings | null,
  print: (jobs: readonly PrintJob[], purpose: string) => Promise<void> = printPdfs,
): Promise<ChecklistDownloads | null> {
  const route = content.routes.find((candidate) => candidate.template === "bird-checklist");
  if (!route) return null;
  const paths = Object.fromEntries(LANGUAGES.map((language) => [language, checklistFilePaths(route, content.site.productName, language)]));
  const fileOf = (urlPath: string) => path.join(publicDir, urlPath);
  if (published === null) {
    for (const language of LANGUAGES) for (const urlPath of Object.values(paths[language]!)) fs.rmSync(fileOf(urlPath), { force: true });
    return null;
  }
  for (const language of LANGUAGES) {
    fs.mkdirSync(path.dirname(fileOf(paths[language]!.csv)), { recursive: true });
    fs.writeFileSync(fileOf(paths[language]!.csv), checklistCsvFile(published, language, content.strings));
  }
  await print(
    LANGUAGES.map((language) => ({ file: fileOf(paths[language]!.pdf), html: checklistPrintHtml(published, language, content) })),
    "The bird checklist (the build has imported eBird records)",
  );
  const download = (urlPath: string) => ({ href: urlPath, bytes: fs.statSync(fileOf(urlPath)).size });
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { pdf: download(paths[language]!.pdf), csv: download(paths[language]!.csv) }]),
  ) as ChecklistDownloads;
}
