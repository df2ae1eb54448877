import { siteContent } from "../../src/content/content-store";
import { writtenString } from "../../src/content/ui-strings";
import type { EntrySightingsInput } from "../../src/content/create-pages";
import { fixtureSightings } from "./sightings-fixture";
import { businessConstants, interpolateConstants } from "../../src/lib/format/business-constants";
import type { Language } from "../../src/lib/i18n/languages";
import { localizedPath } from "../../src/lib/routing/routes";

/**
 * What the server, build and browser tests expect, read from content/ itself: a page's address from
 * the route table by its id (ids belong to the code, slugs to the editors), and the UI strings as the
 * page shows them. An editor who renames a slug or rewords a button keeps these tests green.
 */
export const content = siteContent();

/** A build with records besides the content, computed from a few checklists of the content's own trails and birds (no database). */
export const withSightings: EntrySightingsInput = { published: fixtureSightings(content), month: 1 };

/** The canonical path of a route in a language, from the route table. */
export function pathOf(id: string, language: Language): string {
  const route = content.routes.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id} in content/routes.json`);
  return localizedPath(route, language);
}

/** Content text as the page shows it: the language's translation with its {{tokens}} filled. */
export const text = (value: { pt: string; en: string }, language: Language) => interpolateConstants(value[language], businessConstants(content.site, language));

/**
 * A UI string by its i18next key, `namespace:dotted.key`, with the site's business constants filled
 * in; `{{count}}`-style placeholders the page fills itself are left as written.
 */
export function uiString(language: Language, key: string): string {
  if (!key.includes(":")) throw new Error(`"${key}" is not namespace:key`);
  const value = writtenString(content.strings, language, key);
  if (value === undefined) throw new Error(`no string ${key} in content/locales/${language}/`);
  return interpolateConstants(value, businessConstants(content.site, language));
}

/** A pattern matching `literal` exactly, for getByRole names and URL checks. */
export const exactly = (literal: string) => new RegExp(`^${literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
