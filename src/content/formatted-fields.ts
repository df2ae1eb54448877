import type { Actions } from "gatsby";
import { formatYearMonth } from "../lib/format/dates";
import { formatDistance } from "../lib/format/measures";
import { isLanguage, type Language } from "../lib/i18n/languages";
import { collections } from "./collections";

/**
 * Dates and measures that a page shows in its language, formatted once at build time. Formatting
 * them in a component would make the visitor's browser build an `Intl` formatter while hydrating,
 * and the first one of a locale loads its data: on a phone (4× CPU slowdown) the home page's
 * testimonial dates alone cost about 100 ms of main thread, most of its Total Blocking Time.
 */
const FORMATS = {
  yearMonth: (value: unknown, language: Language) => formatYearMonth(String(value), language),
  distance: (value: unknown, language: Language) => formatDistance(Number(value), language),
} satisfies Record<string, (value: unknown, language: Language) => string>;
export type FormatName = keyof typeof FORMATS;

/** Each formatted field: the node type, the new field, the (required) content field it formats, and how. */
export const FORMATTED_FIELDS = [
  { type: collections.testimonials.nodeType, field: "dateText", from: "date", as: "yearMonth" },
  { type: collections.privacy.nodeType, field: "lastUpdatedText", from: "lastUpdated", as: "yearMonth" },
  { type: collections.trails.nodeType, field: "distanceText", from: "distanceKm", as: "distance" },
] as const satisfies ReadonlyArray<{ type: string; field: string; from: string; as: FormatName }>;

/** The `@formatted(from:, as:)` extension and the fields above: `dateText(locale: $language)`. */
export function declareFormattedFields(actions: Pick<Actions, "createFieldExtension" | "createTypes">): void {
  actions.createFieldExtension({
    name: "formatted",
    args: { from: "String!", as: "String!" },
    extend(options: { from: string; as: FormatName }) {
      const format = FORMATS[options.as];
      if (!format) throw new Error(`@formatted: unknown format "${options.as}"`);
      return {
        args: { locale: "String!" },
        resolve(source: Record<string, unknown>, args: { locale: string }) {
          if (!isLanguage(args.locale)) throw new Error(`Unknown locale "${args.locale}"`);
          const value = source[options.from];
          if (value == null) throw new Error(`@formatted: the node has no ${options.from}`);
          return format(value, args.locale);
        },
      };
    },
  });
  actions.createTypes(
    FORMATTED_FIELDS.map(
      ({ type, field, from, as }) =>
        `type ${type} implements Node {\n  "${from}, formatted in a language at build time"\n  ${field}(locale: String!): String! @formatted(from: "${from}", as: "${as}")\n}`,
    ),
  );
}
