import fs from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "../lib/i18n/languages";
import { BROTLI_SUFFIX } from "../lib/files/compression";
import { kitListPath, type KitList } from "../field-kit/kit-list";
import { OFFLINE_PATHS } from "../lib/routing/page-context";
import { pageFiles, type PageFileOptions } from "../field-kit/page-files";
import { HASHED_BUNDLE } from "./built-files";
import { WALK_SPECIES_PATH, walkData } from "../field-kit/walks/walk-species";
import type { Content } from "../content/collections";
import type { PublishedSightings } from "../server/sightings/published-sightings";
import { pageBundleFiles, readWebpackStats, templateChunkGroup, type WebpackStats } from "./page-weight";

/**
 * The templates whose pages make the kit a guest saves for the trails: the trails and each trail,
 * the field guide and each species, the bird checklist with every filter of it, and what a guest
 * needs on the property (the home page the installed app opens on, how to get here, the FAQ, the
 * menu, the documents); the offline page is saved by the worker itself.
 */
export const KIT_TEMPLATES: readonly string[] = [
  "home",
  "trails",
  "trail-entry",
  "field-guides",
  "species-entry",
  "bird-checklist",
  "how-to-get-here",
  "faq",
  "menu",
  "documents",
];

/** Data files every kit holds: the species a walk ticks. */
const KIT_DATA_FILES: readonly string[] = [WALK_SPECIES_PATH];

/** A phone's screen at 2x is about 800 pixels wide: the kit's pictures are that wide at most. */
export const KIT_PICTURE_WIDTH = 800;

/** A page as the build made it: its path, its language (absent on bare copies) and its template file. */
export interface BuiltPage {
  path: string;
  language: Language | null;
  bare: boolean;
  template: string;
}

/** Gatsby's pages as its store holds them at the end of a build. */
export function builtPages(pages: ReadonlyMap<string, unknown>): BuiltPage[] {
  return [...pages.values()].map((value) => {
    const page = value as { path: string; component: string; context?: { language?: Language; bare?: boolean } };
    return { path: page.path, language: page.context?.language ?? null, bare: page.context?.bare ?? true, template: path.basename(page.component, ".tsx") };
  });
}

/** The kit's pages in a language: those of the kit's templates, under the language's prefix. */
export function kitPages(pages: readonly BuiltPage[], language: Language): string[] {
  return pages
    .filter((page) => page.language === language && !page.bare && KIT_TEMPLATES.includes(page.template))
    .map((page) => page.path)
    .sort();
}

/**
 * A built page's files, as the addresses a browser asks for: the page, its data, its static queries'
 * data, its template's scripts and stylesheets, and what its HTML loads (`options` say which widths of
 * a picture, and whether the documents it links to). The kit's lists and the worker's offline pages
 * are both made of these.
 */
export function builtPageFiles(publicDir: string, pagePath: string, stats: WebpackStats, options: PageFileOptions = {}): string[] {
  const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"), "utf8");
  const pageData = `/page-data${pagePath}page-data.json`;
  const { staticQueryHashes = [] } = JSON.parse(fs.readFileSync(path.join(publicDir, pageData), "utf8")) as { staticQueryHashes?: string[] };
  return [
    ...new Set([
      pagePath,
      pageData,
      "/page-data/app-data.json",
      ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
      ...pageBundleFiles(stats, templateChunkGroup(publicDir, pagePath)).map((file) => `/${file}`),
      ...pageFiles(html, options),
    ]),
  ];
}

/** A page's files for the kit: each picture at one phone width, with the documents it links to. */
export const kitPageFiles = (publicDir: string, pagePath: string, stats: WebpackStats): string[] =>
  builtPageFiles(publicDir, pagePath, stats, { pictureWidth: KIT_PICTURE_WIDTH, documents: true });

/** What a file costs to download: its brotli copy where the build wrote one (what the server sends), else the file. */
function downloadBytes(publicDir: string, url: string): number {
  const file = path.join(publicDir, url.endsWith("/") ? `${url}index.html` : url);
  const copy = file + BROTLI_SUFFIX;
  return fs.statSync(fs.existsSync(copy) ? copy : file).size;
}

/**
 * Every script and stylesheet of the build (about 225 KB in brotli): the parts a page loads only when
 * used (the phone menu, a dialog, the walk's list) must open with no signal too, and they are shared
 * by every page.
 */
function everyBundle(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((file) => HASHED_BUNDLE.test(file))
    .map((file) => `/${file}`);
}

export function kitList(publicDir: string, build: string, language: Language, pages: readonly BuiltPage[], stats: WebpackStats): KitList {
  const pageUrls = kitPages(pages, language).flatMap((pagePath) => kitPageFiles(publicDir, pagePath, stats));
  const urls = [...new Set([...pageUrls, ...everyBundle(publicDir), ...KIT_DATA_FILES])].sort();
  const files = urls.map((url) => ({ url, bytes: downloadBytes(publicDir, url) }));
  return { build, language, offlinePage: OFFLINE_PATHS[language], bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

/**
 * Writes each language's kit list (public/field-kit/<language>.json), which the page's "save"
 * control shows the size of and downloads, and the worker fetches again after a deploy. Run after
 * the brotli copies are written, whose sizes it reports.
 */
export function writeKitLists(publicDir: string, build: string, pages: readonly BuiltPage[]): Record<Language, KitList> {
  const stats = readWebpackStats(publicDir);
  const lists = Object.fromEntries(LANGUAGES.map((language) => [language, kitList(publicDir, build, language, pages, stats)])) as Record<Language, KitList>;
  for (const language of LANGUAGES) {
    const file = path.join(publicDir, kitListPath(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(lists[language]));
  }
  return lists;
}

/** Writes what a walk ticks from: the checklist's species (when records were imported) and the field guide's birds, the trails and the lodge's place. */
export function writeWalkSpecies(publicDir: string, content: Pick<Content, "birds" | "trails" | "site">, published: PublishedSightings | null): void {
  const data = walkData({
    recorded: published?.frequencies.species ?? [],
    names: published?.names ?? [],
    fieldGuideBirds: content.birds,
    trails: content.trails,
    ebirdLocations: content.site.ebirdLocations,
    site: content.site,
  });
  const file = path.join(publicDir, WALK_SPECIES_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}
