import fs from "node:fs";
import path from "node:path";

/**
 * Files the build writes for its own use or for a CDN's configuration: never served. Source maps
 * would publish the full source of every script; the brotli copies are sent in their file's name.
 * Matched on the canonical path, in any letter case.
 */
export const PRIVATE_FILE = /(^\/_headers$|^\/_redirects$|^\/_access$|^\/webpack\.stats\.json$|\.map$|\.br$)/i;

/**
 * The files of the built site the server sends, found once when it starts (as the header rules
 * and the brotli copies are: restart it after a build). Only a path listed here is handed to the
 * static file middleware, in exactly the spelling listed, so what the file system would also accept
 * (another letter case on a case-insensitive disk, a trailing dot on Windows) is never served by a
 * spelling the rules did not see.
 */
export interface BuiltFiles {
  /** Whether an address (decoded, canonical) is a file the site serves: `/pt/` stands for `/pt/index.html`. */
  serves(urlPath: string): boolean;
  /**
   * Where an address that is no file belongs: a folder's address with its trailing slash, or the
   * built spelling of an address that differs from it only in letter case. Undefined for neither.
   */
  movedTo(urlPath: string): string | undefined;
}

export function readBuiltFiles(publicDir: string): BuiltFiles {
  const files = new Set<string>();
  const folders = new Set<string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Dot files are never served (the static middleware ignores them), so none is listed.
      if (entry.name.startsWith(".")) continue;
      const entryPath = `${urlPath}${entry.name}`;
      if (entry.isDirectory()) {
        folders.add(entryPath);
        walk(path.join(dir, entry.name), `${entryPath}/`);
      } else if (entry.isFile() && !PRIVATE_FILE.test(entryPath)) files.add(entryPath);
    }
  };
  walk(publicDir, "/");

  // Lower-case spelling → built spelling; null when two built names share one (no guess is made).
  const byFoldedName = new Map<string, string | null>();
  const fold = (name: string) => name.normalize("NFC").toLowerCase();
  for (const name of [...files, ...[...folders].map((folder) => `${folder}/`)]) {
    const key = fold(name);
    byFoldedName.set(key, byFoldedName.has(key) ? null : name);
  }
  const fileOf = (urlPath: string) => (urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);

  return {
    serves: (urlPath) => files.has(fileOf(urlPath)),
    movedTo(urlPath) {
      if (folders.has(urlPath)) return `${urlPath}/`;
      const folded = byFoldedName.get(fold(fileOf(urlPath))) ?? byFoldedName.get(fold(`${urlPath}/`));
      if (!folded) return undefined;
      // The folder's address, not its index.html, when the address was a folder's.
      return urlPath.endsWith("/") && folded.endsWith("/index.html") ? folded.slice(0, -"index.html".length) : folded;
    },
  };
}
