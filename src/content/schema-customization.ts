import type { Actions } from "gatsby";
import { businessConstants, interpolateConstants, type BusinessConstantsSource } from "../lib/format/business-constants";
import { isLanguage, type Language } from "../lib/i18n/languages";
import { localizedPath } from "../lib/routing/routes";
import { contentTypeDefs } from "./graphql-types";

type Localized = Record<Language, string>;

/**
 * `title(locale: $language)`: a localized field resolves to the page's language only, so page data
 * never carries the other language. `{{tokens}}` become
 * the business constants of site config, the one source of each.
 */
export function declareContentTypes(actions: Pick<Actions, "createFieldExtension" | "createTypes">, constantsSource: () => BusinessConstantsSource): void {
  // Read at resolve time, so an edit to site.json during `npm run develop` reaches every token.
  const computed = new WeakMap<BusinessConstantsSource, Map<Language, Record<string, string>>>();
  const constants = (language: Language) => {
    const source = constantsSource();
    let byLanguage = computed.get(source);
    if (!byLanguage) computed.set(source, (byLanguage = new Map()));
    let values = byLanguage.get(language);
    if (!values) byLanguage.set(language, (values = businessConstants(source, language)));
    return values;
  };

  actions.createFieldExtension({
    name: "localized",
    args: {},
    extend() {
      return {
        args: { locale: "String!" },
        resolve(source: Record<string, unknown>, args: { locale: string }, _context: unknown, info: { fieldName: string }) {
          if (!isLanguage(args.locale)) throw new Error(`Unknown locale "${args.locale}" for ${info.fieldName}`);
          const value = source[info.fieldName] as Localized | Localized[] | undefined | null;
          if (value == null) return value;
          const pick = (entry: Localized) => interpolateConstants(entry[args.locale as Language], constants(args.locale as Language));
          return Array.isArray(value) ? value.map(pick) : pick(value);
        },
      };
    },
  });

  actions.createTypes(contentTypeDefs());
  actions.createTypes(`
      type Route implements Node {
        "Canonical path of this route in a language, e.g. /en/accommodations/"
        path(locale: String!): String! @routePath
      }
    `);
}

/** The `@routePath` extension: computed from the route's slugs by the one path helper. */
export function declareRoutePath(actions: Pick<Actions, "createFieldExtension">): void {
  actions.createFieldExtension({
    name: "routePath",
    args: {},
    extend() {
      return {
        args: { locale: "String!" },
        resolve(source: { routeId: string; slug: Localized }, args: { locale: string }) {
          if (!isLanguage(args.locale)) throw new Error(`Unknown locale "${args.locale}"`);
          return localizedPath({ id: source.routeId, slug: source.slug }, args.locale);
        },
      };
    },
  });
}
