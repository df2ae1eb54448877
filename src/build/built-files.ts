import path from "node:path";
import { filesUnder } from "../lib/files/files-under";

/** Webpack's content-hashed bundles: `app-<20 hex>.js`, `styles.<20 hex>.css` and their kin. */
export const HASHED_BUNDLE = /[.-][0-9a-f]{20}\.(js|css)$/;

/**
 * A hashed bundle at the top of public/, or its map or licence notes (`app-….js.map`,
 * `framework-….js.LICENSE.txt`): the files webpack writes for the browser, and the only ones its
 * clean-up may remove. `file` is relative to public/ with `/` separators.
 */
export const isBundleArtefact = (file: string): boolean => !file.includes("/") && HASHED_BUNDLE.test(file.replace(/\.(map|LICENSE\.txt)$/, ""));

/** Every file of the build, as a path relative to public/ with `/` separators. */
export function builtFiles(publicDir: string): string[] {
  return filesUnder(publicDir).map((file) => path.relative(publicDir, file).split(path.sep).join("/"));
}

/** The URL a built file answers: `pt/faq/index.html` is `/pt/faq/`, `404.html` stays a file. */
export function urlOfBuiltFile(relativeFile: string): string {
  return relativeFile.endsWith("/index.html") || relativeFile === "index.html" ? `/${relativeFile.slice(0, -"index.html".length)}` : `/${relativeFile}`;
}
