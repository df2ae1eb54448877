/**
 * Stands in for the `camelcase` package in the production browser bundle (gatsby-hooks.ts,
 * onCreateWebpackConfig). gatsby-plugin-image imports it only to read a layout name given to its
 * image helpers ("full_width", "FULL_WIDTH", "fullWidth" → "fullWidth"); the package's Unicode-aware
 * rules shipped about a kilobyte of gzipped JavaScript to every page with a picture.
 */
export default function camelCase(input: string | readonly string[]): string {
  const text = (typeof input === "string" ? input : input.join("-")).trim();
  if (!/[-_.\s]/.test(text)) return text === text.toUpperCase() ? text.toLowerCase() : text.charAt(0).toLowerCase() + text.slice(1);
  return text.toLowerCase().replace(/[-_.\s]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ""));
}
