/** fontverter ships no types; the one call the font tests make. */
declare module "fontverter" {
  const fontverter: { convert(font: Buffer, to: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer> };
  export default fontverter;
}
