import { createHash } from "node:crypto";
import path from "node:path";
import type { Content } from "./collections";
import { loadContent } from "./load-content";

/** Where editors' files live; tests point loadContent at fixtures instead. */
export const CONTENT_DIR = path.resolve(__dirname, "../../content");

let cached: Content | undefined;
/** md5 of each collection file as the cached content read it; gatsby-source-filesystem digests files the same way. */
let digests = new Map<string, string>();

/** Hashes the very bytes that were validated, so an edit saved during the read is never taken for read. */
function load(): Content {
  const read = new Map<string, string>();
  const content = loadContent(CONTENT_DIR, (file, bytes) => read.set(file, createHash("md5").update(bytes).digest("hex")));
  digests = read;
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
