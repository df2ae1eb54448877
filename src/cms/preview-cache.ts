import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Whether `npm run cms` may start the live preview (`gatsby develop`) on the checkout's `.cache`.
 *
 * Gatsby keeps its nodes, schema and query results in `.cache` and trusts them as long as its
 * plugins, package.json, gatsby-config.ts and gatsby-node.ts have not changed. Here those two files
 * only point at src/build/ and src/content/, where nodes and types are made, so a `.cache` written by
 * other code (a build made before a pull, or a production build's state) is taken as current: the
 * preview then queries nodes that code no longer makes (no site configuration, no routes: every page
 * an error) and typegen rewrites the tracked src/gatsby-types.d.ts from that schema. The preview
 * starts on a fresh cache unless the cache is the one it left, for the same code, with no build since.
 */

/** What the preview leaves in `.cache` once its server is up: the code it ran on. */
export const PREVIEW_MARK = "site-preview.json";

/** The files whose code decides the nodes, schema and pages Gatsby caches. */
const CODE = ["gatsby-config.ts", "gatsby-node.ts", "package-lock.json", "src/build", "src/content"];

/** A production build's file that the development server never writes. */
const BUILD_STATS = "public/webpack.stats.json";

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** A digest of the code the cache depends on. */
export function codeFingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const file of CODE.flatMap((entry) => filesUnder(root, entry)))
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

const mtimeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined);

/** Why the `.cache` in `root` cannot serve the preview, or null when it is the preview's own, for this code. */
export function stalePreviewCache(root: string): string | null {
  const cacheDir = path.join(root, ".cache");
  if (!fs.existsSync(cacheDir)) return null;
  const markFile = path.join(cacheDir, PREVIEW_MARK);
  const marked = mtimeOf(markFile);
  if (marked === undefined) return "não foi deixado pela prévia (é de um build, ou de outra versão do site)";
  const built = mtimeOf(path.join(root, BUILD_STATS));
  if (built !== undefined && built > marked) return "um build de produção rodou depois da última prévia";
  const { code } = JSON.parse(fs.readFileSync(markFile, "utf8")) as { code?: string };
  return code === codeFingerprint(root) ? null : "o código do site mudou desde a última prévia";
}

/** Removes a `.cache` the preview cannot trust (public/ stays: it is the last build's, for the production server). */
export function clearStalePreviewCache(root: string): string | null {
  const reason = stalePreviewCache(root);
  if (reason) fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true });
  return reason;
}

/** Marks `.cache` as the preview's, once Gatsby has set it up (it empties a cache it does not know). */
export function markPreviewCache(root: string): void {
  fs.writeFileSync(path.join(root, ".cache", PREVIEW_MARK), JSON.stringify({ code: codeFingerprint(root) }));
}
