import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { filesUnder } from "../lib/files/files-under";

/**
 * The two typefaces, cut down at build time to the characters the site shows. @fontsource's Latin
 * files hold about 220 characters and every OpenType feature (85 KB for both); the content uses about
 * 120 characters, a handful of features and the weights 400 to 800, which come to about 45 KB, and
 * the fonts are the largest thing a first paint waits for. A character outside the subset (a guest's
 * caption, text typed into a form) is drawn in the fallback typeface, letter by letter.
 */
export const FONT_SUBSETS = [
  { file: "fraunces.woff2", source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2" },
  { file: "inter.woff2", source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
] as const;

/**
 * The weights the stylesheets use (400 to 800, a test holds them to it): each variable font keeps
 * only this stretch of its weight axis, which drops about a sixth of its size. A weight asked for
 * outside it is drawn at the nearest end.
 */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** Where the subsets are written (not committed); src/styles/fonts.css and gatsby-ssr.tsx use them. */
export const FONT_SUBSET_DIR = path.resolve(__dirname, "../styles/fonts");

/**
 * Kept: kerning, ligatures and contextual forms, the marks that place accents, localised forms, and
 * the tabular and case-sensitive figures the stylesheets ask for (`font-variant-numeric`).
 */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case"];

/**
 * Printable ASCII, the Portuguese letters in both cases, and the punctuation and signs the
 * components write themselves (separators, arrows, the close sign, quotes and dashes), whether or not
 * the content uses them today.
 */
const ALWAYS = (() => {
  let ascii = "";
  for (let code = 0x20; code < 0x7f; code++) ascii += String.fromCharCode(code);
  return `${ascii}áàâãçéêíóôõúüÁÀÂÃÇÉÊÍÓÔÕÚÜ–—‘’“”•…·›‹→←×©°ºª€`;
})();

// Not `require.resolve`: Gatsby's bundler of gatsby-node drops it.
const resolvePackageFile = createRequire(__filename).resolve;

/**
 * A content file's text with its `\u` escapes written out (a file that does not parse yet is read as
 * it is: validation, which runs next, reports it).
 */
function contentText(file: string): string {
  const text = fs.readFileSync(file, "utf8");
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** Every character the fonts must hold: the ones above and every one in a content file, each once. */
export function fontCharacters(contentDir: string): string {
  const characters = new Set(ALWAYS);
  for (const file of filesUnder(contentDir, (name) => name.endsWith(".json")))
    for (const character of contentText(file)) if (character >= " ") characters.add(character);
  return [...characters].sort().join("");
}

/**
 * What a set of subsets was cut from: the characters, the kept features and weights, the subsetter's
 * version and the typefaces' bytes. Cutting takes seconds; a build whose inputs match the last one's
 * (most builds: an edit seldom brings a new character) leaves the files as they are.
 */
function subsetInputs(characters: string, sources: Buffer[]): string {
  const hash = createHash("sha256").update(JSON.stringify({ characters, FEATURES, FONT_WEIGHTS, subsetter: SUBSETTER_VERSION }));
  for (const source of sources) hash.update(source);
  return hash.digest("hex");
}

const SUBSETTER_VERSION = (JSON.parse(fs.readFileSync(resolvePackageFile("subset-font/package.json"), "utf8")) as { version: string }).version;

/** Beside the subsets: the digest of the inputs they were cut from. */
export const SUBSET_INPUTS_FILE = ".subset-inputs";

/**
 * Writes each subset, rewriting a file only when its bytes change, so an edit that brings no new
 * character leaves the fonts (and every page's stylesheet that names them) as they were.
 */
export async function writeFontSubsets(contentDir: string, outputDir = FONT_SUBSET_DIR): Promise<void> {
  const characters = fontCharacters(contentDir);
  const sources = FONT_SUBSETS.map(({ source }) => fs.readFileSync(resolvePackageFile(source)));
  const inputs = subsetInputs(characters, sources);
  const inputsFile = path.join(outputDir, SUBSET_INPUTS_FILE);
  const cut = FONT_SUBSETS.every(({ file }) => fs.existsSync(path.join(outputDir, file)));
  if (cut && fs.existsSync(inputsFile) && fs.readFileSync(inputsFile, "utf8") === inputs) return;
  fs.mkdirSync(outputDir, { recursive: true });
  for (const [index, { file }] of FONT_SUBSETS.entries()) {
    const subset = await subsetFont(sources[index] as Buffer, characters, {
      targetFormat: "woff2",
      keepFeatures: FEATURES,
      variationAxes: { wght: FONT_WEIGHTS },
    });
    const target = path.join(outputDir, file);
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(subset)) fs.writeFileSync(target, subset);
  }
  fs.writeFileSync(inputsFile, inputs);
}
