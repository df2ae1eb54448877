import fs from "node:fs";
import fontverter from "fontverter";

/**
 * The characters a WOFF2 font has glyphs for, read from its `cmap` table (the Windows Unicode
 * subtable, format 4 or 12), to check the build's font subsets against the pages.
 */
export async function fontCharacterSet(file: string): Promise<Set<string>> {
  const font = await fontverter.convert(fs.readFileSync(file), "truetype");
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) throw new Error(`${file} has no cmap table`);
  const characters = new Set<string>();
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const offset = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    if (platform !== 3 && platform !== 0) continue;
    const format = view.getUint16(offset);
    if (format === 4) {
      const segments = view.getUint16(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = view.getUint16(ends + s * 2);
        const delta = view.getUint16(deltas + s * 2);
        const rangeOffset = view.getUint16(rangeOffsets + s * 2);
        for (let code = view.getUint16(starts + s * 2); code <= end && code !== 0xffff; code++) {
          // A code in a segment's range can still map to glyph 0, "no glyph".
          const start = view.getUint16(starts + s * 2);
          const indexed = rangeOffset === 0 ? code : view.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          const glyph = indexed === 0 ? 0 : (indexed + delta) & 0xffff;
          if (glyph !== 0) characters.add(String.fromCodePoint(code));
        }
      }
    } else if (format === 12) {
      const groups = view.getUint32(offset + 12);
      for (let g = 0; g < groups; g++) {
        const group = offset + 16 + g * 12;
        for (let code = view.getUint32(group); code <= view.getUint32(group + 4); code++) characters.add(String.fromCodePoint(code));
      }
    }
  }
  return characters;
}
