import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ManifestEntry } from "@serwist/build";
import { LANGUAGES } from "../lib/i18n/languages";
import { OFFLINE_PATHS } from "../lib/routing/page-context";
import { WORKER_FILE } from "../field-kit/register-worker";
import { readWebpackStats } from "./page-weight";
import { builtPageFiles } from "./field-kit-lists";

const WORKER_SOURCE = path.resolve(__dirname, "../field-kit/worker/service-worker.ts");
const SWITCHED_OFF_SOURCE = path.resolve(__dirname, "../field-kit/worker/switched-off.ts");

/** `GATSBY_FIELD_KIT=off` at build time: the worker unregisters itself and the pages stop registering it. */
export const fieldKitSwitchedOff = (env: NodeJS.ProcessEnv): boolean => env.GATSBY_FIELD_KIT === "off";

/** Every file the site serves that a phone could keep; brotli copies, the CMS and the server's own files are not. */
const SITE_FILES = ["**/*.{html,json,js,css,woff2,webp,png,jpg,jpeg,svg,pdf,csv,webmanifest}"];
/** Not the kit's lists either: they are written after the worker, from the same files. */
const NOT_KEPT = ["admin/**", "field-kit/??.json", WORKER_FILE, "**/*.map", "_*"];
/** Files named by their content: the worker needs no revision to know they are the same. */
const CONTENT_NAMED = /(^|\/)static\/|[.-][0-9a-f]{20}\.(js|css)$/;

/**
 * The build's id: a digest of every file it made, from Serwist's own list of the build's files (their
 * paths and contents). Any change to any page gives a new id, so a new worker, which brings what a
 * phone kept up to date; a rebuild of the same content gives the same id, and phones fetch nothing.
 */
export async function buildId(publicDir: string): Promise<string> {
  // Loaded when used, like esbuild below: an ES module only, which the unit tests' CommonJS cannot require.
  const { getManifest } = await import("@serwist/build");
  const { manifestEntries } = await getManifest({
    globDirectory: publicDir,
    globPatterns: SITE_FILES,
    globIgnores: NOT_KEPT,
    maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
  });
  const lines = (manifestEntries ?? []).map((entry) => `${entry.url} ${entry.revision ?? ""}`).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 12);
}

/** A page is kept under its address, the one a visitor asks for, not under its file's name. */
const underPageAddress = (entries: Array<ManifestEntry & { size: number }>) => ({
  manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)index\.html$/, "$1") })),
});

async function bundle(source: string, outfile: string, define: Record<string, string>): Promise<void> {
  // Loaded when used: the build's hooks import this module, and esbuild refuses to load in a browser-like test environment.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production"), ...define },
  });
}

/**
 * Writes public/sw.js: the field kit's worker with this build's id and offline pages, and the list
 * of those pages' files (Serwist's injectManifest), which it saves when it installs; or, with the
 * field kit switched off, the worker that removes itself and everything it kept.
 */
export async function writeFieldKitWorker(
  publicDir: string,
  scratchDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ build: string | null; precached: number }> {
  const destination = path.join(publicDir, WORKER_FILE);
  fs.mkdirSync(scratchDir, { recursive: true });
  if (fieldKitSwitchedOff(env)) {
    await bundle(SWITCHED_OFF_SOURCE, destination, {});
    return { build: null, precached: 0 };
  }
  const build = await buildId(publicDir);
  const unbundled = path.join(scratchDir, WORKER_FILE);
  await bundle(WORKER_SOURCE, unbundled, {
    __FIELD_KIT_BUILD__: JSON.stringify(build),
    __FIELD_KIT_OFFLINE_PAGES__: JSON.stringify(OFFLINE_PATHS),
  });
  const stats = readWebpackStats(publicDir);
  // Files relative to public/, as Serwist globs them: a page by its HTML file.
  const onDisk = (url: string) => (url.endsWith("/") ? `${url.slice(1)}index.html` : url.slice(1));
  const offlineFiles = [...new Set(LANGUAGES.flatMap((language) => builtPageFiles(publicDir, OFFLINE_PATHS[language], stats).map(onDisk)))];
  const { injectManifest } = await import("@serwist/build");
  const { count } = await injectManifest({
    swSrc: unbundled,
    swDest: destination,
    globDirectory: publicDir,
    globPatterns: offlineFiles,
    dontCacheBustURLsMatching: CONTENT_NAMED,
    manifestTransforms: [async (entries) => ({ ...underPageAddress(entries), warnings: [] })],
  });
  if (count !== offlineFiles.length)
    throw new Error(`The field kit's worker lists ${count} of the offline pages' ${offlineFiles.length} files: one is missing from public/`);
  return { build, precached: count };
}
