import fs from "node:fs";
import path from "node:path";
import { ADMIN_SCRIPT, ADMIN_STYLESHEET } from "./admin-files";
import { DECAP_ENTRY, decapDistDir } from "./decap-package";
import { routeOptions, speciesOptions, type SPECIES_COLLECTIONS, type Choices, type SpeciesChoice } from "./choice-options";
import { flattenTexts, type LocaleTexts } from "./locale-hints";
import { cmsEntryIndex, type IndexedContent } from "./entry-index";
import { collections } from "../content/collections";
import { ENTRY_LISTINGS } from "../content/entry-pages";
import { LANGUAGES } from "../lib/i18n/languages";

/**
 * The CMS's page at /admin/: Decap's prebuilt bundle, the site's own script that configures it, and
 * a page that loads both. Built into public/admin/ by the site's build (the repository's backend) and
 * served from memory by `npm run cms` (the local backend on the editor's machine).
 */

/** Where the CMS reads and writes: the working copy through `npm run cms`, or the repository on GitHub. */
export type CmsBackend = { kind: "local"; proxyUrl: string } | { kind: "github"; repo: string; branch: string; baseUrl?: string; authEndpoint?: string };

/** `owner/name` of a GitHub repository address (https or ssh), or "" for any other. */
export function githubRepoOf(url: string | undefined): string {
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(\.git)?\/?$/.exec(url ?? "");
  return match?.[1] ?? "";
}

/**
 * The production backend from the build's environment (docs/CONTENT.md says what the lodge sets):
 * the repository is CMS_GITHUB_REPO, else the one the build runs for on GitHub Actions or Netlify.
 */
export function githubBackendFromEnv(env: NodeJS.ProcessEnv): CmsBackend {
  return {
    kind: "github",
    repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || githubRepoOf(env.REPOSITORY_URL),
    branch: env.CMS_GITHUB_BRANCH ?? "main",
    ...(env.CMS_AUTH_BASE_URL ? { baseUrl: env.CMS_AUTH_BASE_URL } : {}),
    ...(env.CMS_AUTH_ENDPOINT ? { authEndpoint: env.CMS_AUTH_ENDPOINT } : {}),
  };
}

function decapBackend(backend: CmsBackend): { backend: Record<string, unknown>; publishMode?: string } {
  if (backend.kind === "local") return { backend: { name: "proxy", proxy_url: backend.proxyUrl, branch: "main" } };
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
    },
    // Changes become pull requests: draft, in review, ready; publishing merges them.
    publishMode: "editorial_workflow",
  };
}

const projectRoot = path.resolve(__dirname, "../..");
const LOCALES_MODULE = "cms-locales";
const CHOICES_MODULE = "cms-choices";
const ENTRY_INDEX_MODULE = "cms-entry-index";
const LOCALE_TEXTS_MODULE = "cms-locale-texts";

/** Every interface text as [key path, text] pairs, by namespace and language, for the hints of the other language. */
function localeTextsModule(): string {
  const dir = path.join(projectRoot, "content", "locales");
  const texts: LocaleTexts = {};
  for (const language of LANGUAGES) {
    for (const file of fs.readdirSync(path.join(dir, language)).filter((name) => name.endsWith(".json"))) {
      const namespace = file.slice(0, -".json".length);
      texts[namespace] = { ...texts[namespace], [language]: flattenTexts(JSON.parse(fs.readFileSync(path.join(dir, language, file), "utf8"))) };
    }
  }
  return `export default ${JSON.stringify(texts)};`;
}

const contentFile = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(projectRoot, "content", name), "utf8")) as T;

/** The choices of the selects that point at content (the site's pages, the species), read when the bundle is made: the configuration leaves them out. */
function choicesModule(): string {
  const listOf = (name: (typeof SPECIES_COLLECTIONS)[number]) => contentFile<SpeciesChoice[]>(collections[name].file);
  const species = { birds: listOf("birds"), primates: listOf("primates"), mammals: listOf("mammals") };
  const choices: Choices = { routes: routeOptions(contentFile<Parameters<typeof routeOptions>[0]>(collections.routes.file)), species: speciesOptions(species) };
  return `export default ${JSON.stringify(choices)};`;
}

/** The listings and entries the entry pages' previews link to, read when the bundle is made. */
function entryIndexModule(): string {
  const names = ["routes", ...ENTRY_LISTINGS.flatMap((listing) => listing.collections)] as const;
  const content = Object.fromEntries(names.map((name) => [name, contentFile<unknown>(collections[name].file)])) as IndexedContent;
  return `export default ${JSON.stringify(cmsEntryIndex(content))};`;
}

/** The interface-text namespaces the previewed components use (not the forms', say, which a preview never shows). */
const PREVIEW_NAMESPACES = ["common", "screens", "wildlife", "accommodations", "chunkError"];

/** Those interface texts in every language, read when the bundle is made (a module the previews import). */
function localesModule(): string {
  const dir = path.join(projectRoot, "content", "locales");
  const locales = Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((language) => [
        language,
        Object.fromEntries(
          fs
            .readdirSync(path.join(dir, language))
            .filter((file) => PREVIEW_NAMESPACES.includes(file.slice(0, -".json".length)))
            .sort()
            .map((file) => [file.slice(0, -".json".length), JSON.parse(fs.readFileSync(path.join(dir, language, file), "utf8")) as unknown]),
        ),
      ]),
  );
  return `export default ${JSON.stringify(locales)};`;
}

/** The site's fonts, from their packages: the build's subsets of them may not exist yet where the CMS runs. */
const FONT_FILES: Record<string, string> = {
  "./fonts/fraunces.woff2": "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  "./fonts/inter.woff2": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

/** The site's CMS script for `backend` and what it brings (the previews' stylesheet and fonts), bundled and minified, by file name. */
export async function adminScript(backend: CmsBackend): Promise<Map<string, Uint8Array>> {
  const { backend: decap, publishMode } = decapBackend(backend);
  // Loaded when used: the build's hooks import this module, and esbuild refuses to load in a browser-like test environment.
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: { [path.basename(ADMIN_SCRIPT, ".js")]: path.join(__dirname, "admin", "main.ts") },
    outdir: "/admin",
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    target: "es2020",
    platform: "browser",
    legalComments: "none",
    jsx: "automatic",
    loader: { ".module.css": "local-css", ".css": "css", ".woff2": "file" },
    assetNames: "[name]-[hash]",
    alias: {
      "gatsby-plugin-image": path.join(__dirname, "previews", "shims", "gatsby-plugin-image.tsx"),
      gatsby: path.join(__dirname, "previews", "shims", "gatsby.tsx"),
    },
    define: { CMS_BACKEND: JSON.stringify(decap), CMS_PUBLISH_MODE: JSON.stringify(publishMode ?? ""), "process.env.NODE_ENV": '"production"' },
    plugins: [
      {
        name: "site-sources",
        setup(plugin) {
          plugin.onResolve({ filter: new RegExp(`^${LOCALES_MODULE}$`) }, () => ({ path: LOCALES_MODULE, namespace: LOCALES_MODULE }));
          plugin.onLoad({ filter: /.*/, namespace: LOCALES_MODULE }, () => ({ contents: localesModule(), loader: "js" }));
          plugin.onResolve({ filter: new RegExp(`^${CHOICES_MODULE}$`) }, () => ({ path: CHOICES_MODULE, namespace: CHOICES_MODULE }));
          plugin.onResolve({ filter: new RegExp(`^${LOCALE_TEXTS_MODULE}$`) }, () => ({ path: LOCALE_TEXTS_MODULE, namespace: LOCALE_TEXTS_MODULE }));
          plugin.onLoad({ filter: /.*/, namespace: LOCALE_TEXTS_MODULE }, () => ({ contents: localeTextsModule(), loader: "js" }));
          plugin.onLoad({ filter: /.*/, namespace: CHOICES_MODULE }, () => ({ contents: choicesModule(), loader: "js" }));
          plugin.onResolve({ filter: new RegExp(`^${ENTRY_INDEX_MODULE}$`) }, () => ({ path: ENTRY_INDEX_MODULE, namespace: ENTRY_INDEX_MODULE }));
          plugin.onLoad({ filter: /.*/, namespace: ENTRY_INDEX_MODULE }, () => ({ contents: entryIndexModule(), loader: "js" }));
          // The site draws its fonts only if they are there at first paint (`font-display: optional`,
          // preloaded by every page). The preview's frame cannot preload them, so it would show the
          // fallback typefaces all along: there, a font that arrives late is swapped in.
          plugin.onLoad({ filter: /[\\/]styles[\\/]fonts\.css$/ }, (args) => ({
            contents: fs.readFileSync(args.path, "utf8").replaceAll("font-display: optional", "font-display: swap"),
            loader: "css",
            resolveDir: path.dirname(args.path),
          }));
          plugin.onResolve({ filter: /^\.\/fonts\/.*\.woff2$/ }, (args) => {
            const font = FONT_FILES[args.path];
            // A path, not require.resolve: Gatsby compiles the build's hooks into a bundle without it.
            return font ? { path: path.join(projectRoot, "node_modules", font) } : undefined;
          });
        },
      },
    ],
    logLevel: "silent",
  });
  return new Map(result.outputFiles.map((file) => [path.basename(file.path), file.contents]));
}

export function adminPageHtml(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Conteúdo do site · Jardim da Amazônia</title>
<link rel="stylesheet" href="${ADMIN_STYLESHEET}">
</head>
<body>
<script src="${ADMIN_SCRIPT}"></script>
<script src="${DECAP_ENTRY}"></script>
</body>
</html>
`;
}

/** Decap's files the page needs: the entry, its lazy chunks and wasm, and its licence notice; not its source maps. */
export function decapFiles(dist: string): string[] {
  return fs
    .readdirSync(dist)
    .filter((name) => name === DECAP_ENTRY || name.endsWith(`.${DECAP_ENTRY}`) || name.endsWith(".wasm") || name === `${DECAP_ENTRY}.LICENSE.txt`);
}

/** Every file of the CMS page for `backend`, by its name under /admin/, as bytes or as a file to copy. */
export type AdminFile = { text: string } | { contents: Uint8Array } | { copyFrom: string };

export async function adminFiles(backend: CmsBackend): Promise<Map<string, AdminFile>> {
  const dist = decapDistDir();
  const files = new Map<string, AdminFile>();
  files.set("index.html", { text: adminPageHtml() });
  for (const [name, contents] of await adminScript(backend)) files.set(name, { contents });
  files.set(ADMIN_STYLESHEET, { copyFrom: path.join(__dirname, "admin", "admin.css") });
  for (const name of decapFiles(dist)) files.set(name, { copyFrom: path.join(dist, name) });
  return files;
}

/** Writes the CMS page into `<publicDir>/admin/`. */
export async function writeAdminSite(publicDir: string, backend: CmsBackend): Promise<void> {
  const dir = path.join(publicDir, "admin");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, file] of await adminFiles(backend)) {
    if ("text" in file) fs.writeFileSync(path.join(dir, name), file.text);
    else if ("contents" in file) fs.writeFileSync(path.join(dir, name), file.contents);
    else fs.copyFileSync(file.copyFrom, path.join(dir, name));
  }
}
