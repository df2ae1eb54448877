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
