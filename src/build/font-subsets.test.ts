/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fontCharacterSet } from "../../tests/support/font-characters";
import { filesUnder } from "../lib/files/files-under";
import { FONT_SUBSETS, FONT_WEIGHTS, fontCharacters, SUBSET_INPUTS_FILE, writeFontSubsets } from "./font-subsets";

function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("font subsets", () => {
  it("hold ASCII, the Portuguese letters and every character of every content file, nested ones included", () => {
    const characters = fontCharacters(
      contentDir({ "a.json": '{"pt": "Ação ñ"}', "locales/en/common.json": '{"x": "Łódź"}', "b.json": '{"t": "\\u0107"}', "notes.txt": "Ω" }),
    );
    for (const expected of ["A", "~", "ã", "Ç", "ñ", "Ł", "ź", "ć", "→", "–"]) expect(characters).toContain(expected);
    expect(characters).not.toContain("Ω"); // not a content file
    expect(new Set(characters).size).toBe(characters.length);
  });

  it("are written as WOFF2 files with exactly those characters the typeface has, and much smaller", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    await writeFontSubsets(contentDir({ "a.json": '{"t": "Ação ñ"}' }), out);
    for (const { file, source } of FONT_SUBSETS) {
      const subset = path.join(out, file);
      expect(fs.readFileSync(subset).subarray(0, 4).toString("latin1")).toBe("wOF2");
      const original = await fontCharacterSet(require.resolve(source));
      const kept = await fontCharacterSet(subset);
      const wanted = [...fontCharacters(contentDir({ "a.json": '{"t": "Ação ñ"}' }))].filter((c) => original.has(c));
      expect([...kept].sort()).toEqual(wanted.sort());
      expect(fs.statSync(subset).size).toBeLessThan(fs.statSync(require.resolve(source)).size * 0.75);
    }
  });

  it("leave a file untouched when an edit brings no new character, and rewrite it when one does", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    const content = contentDir({ "a.json": '{"t": "abc"}' });
    await writeFontSubsets(content, out);
    const inter = path.join(out, "inter.woff2");
    fs.utimesSync(inter, new Date(0), new Date(0));
    fs.writeFileSync(path.join(content, "a.json"), '{"t": "cba"}');
    await writeFontSubsets(content, out);
    expect(fs.statSync(inter).mtimeMs).toBe(0);
    fs.writeFileSync(path.join(content, "a.json"), '{"t": "ñ"}');
    await writeFontSubsets(content, out);
    expect(fs.statSync(inter).mtimeMs).toBeGreaterThan(0);
    expect(await fontCharacterSet(inter)).toContain("ñ");
  });

  it("are not cut again when the characters and typefaces are those of the last cut, and are when a subset is missing", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    const content = contentDir({ "a.json": '{"t": "abc"}' });
    await writeFontSubsets(content, out);
    const inputs = fs.readFileSync(path.join(out, SUBSET_INPUTS_FILE), "utf8");
    // A subset overwritten by hand stays as it is: the inputs are unchanged, so nothing is cut.
    const inter = path.join(out, "inter.woff2");
    fs.writeFileSync(inter, "not a font");
    await writeFontSubsets(content, out);
    expect(fs.readFileSync(inter, "utf8")).toBe("not a font");
    fs.rmSync(path.join(out, "fraunces.woff2"));
    await writeFontSubsets(content, out);
    expect(fs.existsSync(path.join(out, "fraunces.woff2"))).toBe(true);
    expect(fs.readFileSync(inter, "utf8")).not.toBe("not a font");
    expect(fs.readFileSync(path.join(out, SUBSET_INPUTS_FILE), "utf8")).toBe(inputs);
  });
});

describe("the weights the fonts keep", () => {
  it("cover every weight the stylesheets and inline styles ask for", () => {
    const weights = filesUnder(path.resolve(__dirname, ".."), (name) => /\.(css|tsx?)$/.test(name) && !name.endsWith(".test.ts")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/font(?:-weight)?:\s*(\d{3})\b/g)].map((match) => Number(match[1])),
    );
    expect(weights.length).toBeGreaterThan(30);
    expect(weights.filter((weight) => weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max)).toEqual([]);
    const faces = fs.readFileSync(path.resolve(__dirname, "../styles/fonts.css"), "utf8");
    expect([...faces.matchAll(/font-weight:\s*(\d+) (\d+);/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual(
      Array(FONT_SUBSETS.length).fill(`${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`),
    );
  });
});
