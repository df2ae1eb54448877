/** The words of an address part: lower-case ASCII letters and digits joined by single hyphens. */
const SLUG_WORDS = "[a-z0-9]+(-[a-z0-9]+)*";

/**
 * The one rule for an address part (an entry's slug, a former slug): the build's schema checks it, and
 * the CMS checks it at the field from the configuration generated from that schema. slugify() writes it.
 */
export const SLUG = new RegExp(`^${SLUG_WORDS}$`);

/** A route's slug: the same rule, or "" for the home page, which sits at the language's root. */
export const ROUTE_SLUG = new RegExp(`^(${SLUG_WORDS})?$`);

/**
 * An address part written from a name: lower-case ASCII letters and digits joined by single hyphens
 * ("tiê-bicudo" → "tie-bicudo", "Spix's Red-handed Howler" → "spixs-red-handed-howler"). Accents are dropped
 * rather than encoded, so an address can be typed and read aloud.
 */
export function slugify(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // A possessive stays one word: "Spix's" → "spixs", not "spix-s".
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
