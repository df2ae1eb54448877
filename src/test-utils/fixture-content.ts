import path from "node:path";
import type { Content } from "../content/collections";
import { loadContent } from "../content/load-content";

/**
 * A frozen copy of the content (tests/fixtures/content/: the JSON and UI strings as they were, the
 * pictures and documents replaced by tiny files of the same names). The code's tests run on it, so an
 * editor's valid change to content/ never turns them red; it changes only when a schema does.
 */
export const FIXTURE_CONTENT_DIR = path.resolve(__dirname, "../../tests/fixtures/content");

let loaded: Content | undefined;

/** The fixture, validated as the build validates content/ (read once per test file). */
export function fixtureContent(): Content {
  loaded ??= loadContent(FIXTURE_CONTENT_DIR);
  return loaded;
}

/** A private copy of the fixture that a test may change or break. */
export function fixtureCopy(): Content {
  // JSON, not structuredClone: jsdom, the unit tests' environment, has no structuredClone.
  return JSON.parse(JSON.stringify(fixtureContent())) as Content;
}
