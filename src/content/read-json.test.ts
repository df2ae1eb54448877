import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, type ContentProblem } from "./problems";
import { excerptAt, jsonTextProblems, lineAndColumn, readJson } from "./read-json";

const messagesOf = (text: string) => jsonTextProblems("home.json", text).problems.map(formatProblem);

describe("JSON text problems", () => {
  it("name line and column of a syntax error and show the line with a caret", () => {
    expect(messagesOf('{\n  "hero": {\n    "title": "x",\n  }\n}\n')).toEqual([
      [
        'content/home.json › hero: expected a field name in "double quotes", got "}" at line 4, column 3: remove the comma after the last entry',
        "  4 |   }",
        "    |   ^",
      ].join("\n"),
    ]);
  });

  it("point at the next field when a comma is missing", () => {
    expect(messagesOf('{\n  "title": {\n    "pt": "Olá"\n    "en": "Hello"\n  }\n}')).toEqual([
      [
        'content/home.json › title: expected "," or "}" after a value, got a double quote at line 4, column 5: is a comma missing before it?',
        '  4 |     "en": "Hello"',
        "    |     ^",
      ].join("\n"),
    ]);
  });

  it("say when the file ends too early", () => {
    expect(messagesOf('{ "hero": ')).toEqual([
      'content/home.json › hero: expected a value, got the end of the file at line 1, column 11\n  1 | { "hero": \n    |           ^',
    ]);
  });

  it("name a byte-order mark and say how to save without it", () => {
    expect(messagesOf('\ufeff{\n  "a": 1\n}\n')).toEqual([
      [
        "content/home.json › (whole file): expected valid JSON, got a byte-order mark (U+FEFF) at line 1, column 1: save the file as UTF-8 without BOM",
        "  1 | ·{",
        "    | ^",
      ].join("\n"),
    ]);
  });

  it("name a no-break space between values, which looks like an ordinary one", () => {
    expect(messagesOf('{\n  "a":\u00a01\n}')).toEqual([
      [
        "content/home.json › a: expected a value, got a no-break space (U+00A0) at line 2, column 7: replace it with an ordinary space",
        '  2 |   "a":·1',
        "    |       ^",
      ].join("\n"),
    ]);
  });

  it("name a zero-width space inside text, which JSON accepts but nobody can see", () => {
    expect(messagesOf('{\n  "title": { "pt": "Olá\u200b", "en": "Hi" }\n}')).toEqual([
      [
        "content/home.json › title.pt: expected no invisible characters in text, got a zero-width space (U+200B) at line 2, column 24: delete it",
        '  2 |   "title": { "pt": "Olá·", "en": "Hi" }',
        "    |                        ^",
      ].join("\n"),
    ]);
  });

  it("name a field written twice, which JSON.parse would silently drop", () => {
    expect(messagesOf('[\n  { "id": "a",\n    "name": "x",\n    "name": "y" }\n]')).toEqual([
      [
        "content/home.json › [0].name: expected this field once in its object (it is also at line 3, column 5, and only the last one would be kept), got a second one at line 4, column 5",
        '  4 |     "name": "y" }',
        "    |     ^",
      ].join("\n"),
    ]);
  });

  it("say nothing about valid JSON", () => {
    expect(jsonTextProblems("home.json", '{ "a": "R$\u00a0200" }')).toEqual({ parseable: true, problems: [] });
  });
});

describe(lineAndColumn, () => {
  it("counts from 1, with Windows line ends as one line break", () => {
    const text = '{\r\n  "a": x\r\n}';
    expect(lineAndColumn(text, text.indexOf("x"))).toEqual({ line: 2, column: 8 });
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
  });
});

describe(excerptAt, () => {
  it("cuts a long line to the part around the column", () => {
    const text = `[${'"x",'.repeat(50)}"here" "next"]`;
    const [line = "", caret = ""] = excerptAt(text, text.indexOf('"next"'));
    expect(line).toBe(`  1 | …${text.slice(-100)}`);
    expect(caret.indexOf("^")).toBe(line.indexOf('"next"'));
  });
  it("cuts both ends of a long line when the column is in its middle", () => {
    const text = `[${"1,".repeat(100)}x${",1".repeat(100)}]`;
    const [line = "", caret = ""] = excerptAt(text, text.indexOf("x"));
    expect(line).toMatch(/^ {2}1 \| …[1,]+x[1,]+…$/);
    expect(line).toHaveLength("  1 | ".length + 100 + 2);
    expect(caret.indexOf("^")).toBe(line.indexOf("x"));
  });
  it("shows a tab as one space, so the caret stays under its character", () => {
    expect(excerptAt('{\t"a": x}', 8)).toEqual(['  1 | { "a": x}', "    |         ^"]);
  });
});

describe(readJson, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-json-"));

  it("returns the value of a valid file", () => {
    fs.writeFileSync(path.join(dir, "ok.json"), '{ "a": 1 }');
    const problems: ContentProblem[] = [];
    expect(readJson(dir, "ok.json", problems)).toEqual({ ok: true, value: { a: 1 } });
    expect(problems).toEqual([]);
  });

  it("reports a missing file", () => {
    const problems: ContentProblem[] = [];
    expect(readJson(dir, "missing.json", problems)).toEqual({ ok: false });
    expect(problems.map(formatProblem)).toEqual(["content/missing.json › (whole file): expected this file to exist, got nothing"]);
  });

  it("still returns the value when the only mistakes are invisible characters or repeated fields", () => {
    fs.writeFileSync(path.join(dir, "stray.json"), '{ "a": "x\u200b", "b": 1, "b": 2 }');
    const problems: ContentProblem[] = [];
    expect(readJson(dir, "stray.json", problems)).toEqual({ ok: true, value: { a: "x\u200b", b: 2 } });
    expect(problems).toHaveLength(2);
  });
});
