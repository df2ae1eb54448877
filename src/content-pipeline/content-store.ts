import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { collections, type Content } from "./collections";
import { loadContent } from "./load-content";

/** Where editors' files live; tests point loadContent at fixtures instead. */
export const CONTENT_DIR = path.resolve(__dirname, "../../content");

let cached: Content | undefined;
/** md5 of each collection file as the cached content read it; gatsby-source-filesystem digests files the same way. */
const digests = new Map<string, string>();

function load(): Content {
  const content = loadContent(CONTENT_DIR);
  digests.clear();
  for (const { file } of Object.values(collections)) {
    digests.set(
      file,
      createHash("md5")
        .update(fs.readFileSync(path.join(CONTENT_DIR, file)))
        .digest("hex"),
    );
  }
  return content;
}

/** The validated content, read once per build (onPreBootstrap reads it first and stops on errors). */
export function siteContent(): Content {
  cached ??= load();
  return cached;
}

/**
 * Reads and validates content/ again, after an editor saved a file during `npm run develop`. On a
 * mistake it throws the validation error and the last valid content stays in place, so the preview
 * keeps working while the message says what to fix.
 */
export function reloadSiteContent(): Content {
  cached = load();
  return cached;
}

/** The md5 of a collection file as the current content was read from it. */
export function loadedDigest(file: string): string | undefined {
  siteContent();
  return digests.get(file);
}
