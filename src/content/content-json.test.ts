import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { contentJson, PRINT_WIDTH } from "./content-json";

const root = path.resolve(__dirname, "../..");
/** Prettier's own answer, with the repository's configuration, for a JSON file under content/. */
const prettierFormat = (text: string) =>
  execFileSync(process.execPath, [require.resolve("prettier/bin/prettier.cjs"), "--stdin-filepath", "content/example.json"], {
    input: text,
    encoding: "utf8",
    cwd: root,
  });

const contentFiles = [
  ...fs.readdirSync(path.join(root, "content")).filter((name) => name.endsWith(".json")),
  ...["pt", "en"].flatMap((language) => fs.readdirSync(path.join(root, "content/locales", language)).map((name) => `locales/${language}/${name}`)),
];

describe("contentJson", () => {
  it("uses the repository's Prettier print width", () => {
    expect(JSON.parse(fs.readFileSync(path.join(root, ".prettierrc.json"), "utf8")).printWidth).toBe(PRINT_WIDTH);
  });

  it("writes what Prettier would keep as it is", () => {
    const value = {
      short: ["07:00", "15:00"],
      long: Array.from({ length: 20 }, (_, index) => `a fairly long value ${index}`),
      nested: { list: [1, 2, 3], objects: [{ a: 1 }, { b: [] }], empty: {} },
      text: "Jatobá “quoted” \\ and \n newline",
    };
    const text = contentJson(value);
    expect(text).toContain('"short": ["07:00", "15:00"]');
    expect(text).toContain('"long": [\n');
    expect(prettierFormat(text)).toBe(text);
    expect(JSON.parse(text)).toEqual(value);
  });

  it("breaks a list that would pass the print width by one character, and keeps one that fits exactly", () => {
    const key = "k";
    // `  "k": [` + items + `]` with no trailing comma as the last key: exactly PRINT_WIDTH characters.
    const room = PRINT_WIDTH - `  "${key}": ["`.length - `"]`.length;
    const fits = contentJson({ [key]: ["x".repeat(room)] });
    const over = contentJson({ [key]: ["x".repeat(room + 1)] });
    expect(fits).toBe(`{\n  "k": ["${"x".repeat(room)}"]\n}\n`);
    expect(over).toContain(`"k": [\n    "`);
    expect([prettierFormat(fits), prettierFormat(over)]).toEqual([fits, over]);
    // Followed by another key, the list's line also holds a comma.
    expect(prettierFormat(contentJson({ [key]: ["x".repeat(room)], z: 1 }))).toBe(contentJson({ [key]: ["x".repeat(room)], z: 1 }));
  });

  it.each(contentFiles)("content/%s is in the form the CMS writes (run `npm run content:format`)", (file) => {
    const text = fs.readFileSync(path.join(root, "content", file), "utf8");
    expect(contentJson(JSON.parse(text))).toBe(text);
  });
});
