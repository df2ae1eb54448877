import type { i18n } from "i18next";
import { translator } from "../../content/ui-strings";
import { validatedOnce, validUiStrings } from "../../content/validate-files";
import type { Language } from "../../lib/i18n/languages";

/**
 * Namespaces of UI strings the server speaks, each imported in both languages by the module that
 * needs them (as bundled-collection.ts says of collections), validated as the build validates them
 * when first asked for, and read through i18next with the pages' options.
 */
export function bundledStrings(namespaces: Readonly<Record<string, Readonly<Record<Language, unknown>>>>): () => i18n {
  const strings = validatedOnce((problems) =>
    validUiStrings(Object.keys(namespaces), (_file, language, namespace) => ({ ok: true, value: namespaces[namespace]?.[language] }), problems),
  );
  return () => translator(strings());
}
