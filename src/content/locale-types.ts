import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE } from "../lib/i18n/languages";

/** Where the UI strings' types are written, and read by the type check. */
export const LOCALE_TYPES_FILE = path.resolve(__dirname, "../types/i18next.d.ts");

/** The namespaces of the default language: one per file of content/locales/pt/, in name order. */
export function localeNamespaces(localesDir: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, DEFAULT_LANGUAGE))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/**
 * The type declaration that makes every `t("namespace:key")` a checked key: the default language's
 * files are the type of all strings (the content checks hold English to the same keys), so a misspelt
 * or removed key fails `npm run typecheck`. Written by `npm run schemas`; a test says when it is stale.
 */
export function localeTypesSource(localesDir: string): string {
  const namespaces = localeNamespaces(localesDir);
  const from = path.relative(path.dirname(LOCALE_TYPES_FILE), path.join(localesDir, DEFAULT_LANGUAGE)).split(path.sep).join("/");
  const imports = namespaces.map((ns) => `import type ${ns} from "${from}/${ns}.json";`);
  const resources = namespaces.map((ns) => `      ${ns}: typeof ${ns};`);
  return `// Written by \`npm run schemas\` from content/locales/${DEFAULT_LANGUAGE}/: do not edit.
${imports.join("\n")}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    returnNull: false;
    returnEmptyString: false;
    resources: {
${resources.join("\n")}
    };
  }
}
`;
}
