import type { Language } from "../lib/i18n/languages";
import { localizedPath, type RouteSlugs } from "../lib/routing/routes";
import { slugify } from "../lib/routing/slugify";

/** The checklist's files in one language: the printable list and the spreadsheet. */
export interface ChecklistFilePaths {
  pdf: string;
  csv: string;
}

/** A file to download, as the checklist page links it. */
export interface ChecklistDownload {
  href: string;
  bytes: number;
}

/** The checklist page's two files in its language. */
export interface ChecklistDownloadFiles {
  pdf: ChecklistDownload;
  csv: ChecklistDownload;
}

export interface ChecklistDownloadsContext {
  /** The checklist page's files in its language, written by the build that made the page; absent when they could not be printed (develop without Chromium). */
  downloads?: ChecklistDownloadFiles;
}

/**
 * Where the build writes the checklist's files and the page links them: beside the checklist page of
 * the language, named after the page and the lodge ("/pt/lista-de-aves/lista-de-aves-jardim-da-amazonia.pdf"),
 * so the name a visitor saves says what it is, and the address follows the editors' slug.
 */
export function checklistFilePaths(route: RouteSlugs, productName: string, language: Language): ChecklistFilePaths {
  const page = localizedPath(route, language);
  const name = slugify(`${route.slug[language] ?? ""} ${productName}`);
  return { pdf: `${page}${name}.pdf`, csv: `${page}${name}.csv` };
}

/** The checklist page's context with its files; every other page, and every page of a build without them, as it was. */
export function withChecklistDownloads<P extends { component: string; context: { language: Language } }>(
  page: P,
  downloads: Record<Language, ChecklistDownloadFiles> | null,
  checklistTemplate: string | undefined,
): P {
  if (downloads === null || page.component !== checklistTemplate) return page;
  return { ...page, context: { ...page.context, downloads: downloads[page.context.language] } };
}
