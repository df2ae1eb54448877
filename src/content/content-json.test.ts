import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { execFileSync, spawnSync } from "node:child_process";
import { contentJson, PRINT_WIDTH } from "./content-json";

const root = path.resolve(__dirname, "../..");
/** Prettier's own answer, with the repository's configuration, for a JSON file (outside content/, which Prettier skips). */
const prettierFormat = (text: string) =>
  execFileSync(process.execPath, [require.resolve("prettier/bin/prettier.cjs"), "--stdin-filepath", "example.json"], {
    input: text,
    encoding: "utf8",
    cwd: root,
  });

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
});

describe("npm run content:format", () => {
  const formatIn = (dir: string) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/format-content.ts"), dir], { cwd: root, encoding: "utf8" });
  const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "content-format-"));

  it("rewrites a file in a text editor's layout into the CMS's, keeping its value, and leaves the rest alone", () => {
    const dir = scratch();
    const trails = [{ id: "a", tags: ["x", "y"], description: { pt: "Trilha", en: "Trail" } }];
    const site = { name: "Lodge" };
    fs.mkdirSync(path.join(dir, "locales/pt"), { recursive: true });
    fs.writeFileSync(path.join(dir, "locales/pt/common.json"), JSON.stringify(trails, null, 2));
    fs.writeFileSync(path.join(dir, "site.json"), contentJson(site));
    const result = formatIn(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("rewrote locales/pt/common.json");
    expect(result.stdout).toContain("1 of 2 content files rewritten");
    expect(fs.readFileSync(path.join(dir, "locales/pt/common.json"), "utf8")).toBe(contentJson(trails));
    expect(fs.readFileSync(path.join(dir, "site.json"), "utf8")).toBe(contentJson(site));
  });

  it("stops before writing anything when a file is not JSON, naming it", () => {
    const dir = scratch();
    const spread = JSON.stringify({ a: [1, 2] }, null, 2);
    fs.writeFileSync(path.join(dir, "a.json"), spread);
    fs.writeFileSync(path.join(dir, "broken.json"), '{ "a": ');
    const result = formatIn(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("broken.json");
    expect(fs.readFileSync(path.join(dir, "a.json"), "utf8")).toBe(spread);
  });
});
