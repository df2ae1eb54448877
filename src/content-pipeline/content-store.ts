import path from "node:path";
import type { Content } from "./collections";
import { loadContent } from "./load-content";

/** Where editors' files live; tests point loadContent at fixtures instead. */
export const CONTENT_DIR = path.resolve(__dirname, "../../content");

let cached: Content | undefined;

/** The validated content, read once per build (onPreBootstrap reads it first and stops on errors). */
export function siteContent(): Content {
  cached ??= loadContent(CONTENT_DIR);
  return cached;
}
