import { execFileSync } from "node:child_process";
import type { PublishedSightings } from "../server/sightings/published-sightings";

let published: PublishedSightings | null = null;

/**
 * Before sourcing: the lodge's eBird records, computed into the checklist from the database the
 * environment names (the same as the server's), by running scripts/export-sightings.ts; null when
 * none were ever imported, and then the site has no checklist.
 */
export function prepareSightings(): PublishedSightings | null {
  const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/export-sightings.ts"], {
    // Passed on explicitly: under Jest, process.env is the test's own copy, which a child would not get.
    env: process.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  published = JSON.parse(output) as PublishedSightings | null;
  return published;
}

/** The checklist this build publishes, once prepareSightings has run. */
export const publishedChecklist = (): PublishedSightings | null => published;
