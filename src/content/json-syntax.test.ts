import { scanJson, valueOffset } from "./json-syntax";

describe("scanJson", () => {
  it.each([
    ["an object", '{ "a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {} }'],
    ["an empty list", "[]"],
    ["text with typographic spaces", '{ "price": "R$\u00a0200", "emoji": "👩\u200d🔬" }'],
    ["Windows line ends", '{\r\n  "a": 1\r\n}\r\n'],
  ])("accepts %s", (_name, text) => {
    expect(scanJson(text)).toEqual({ error: null, strays: [], duplicates: [] });
    expect(() => JSON.parse(text)).not.toThrow();
  });

  it.each([
    ["a file that ends too early", '{ "hero": ', { offset: 10, path: ["hero"], expected: "expected a value" }],
    ["an empty file", "", { offset: 0, path: [], expected: "expected valid JSON" }],
    [
      "a comma after the last field",
      '{ "a": 1, }',
      { offset: 10, path: [], expected: 'expected a field name in "double quotes"', hint: "remove the comma after the last entry" },
    ],
    ["a comma after the last entry", "[1, 2, ]", { offset: 7, path: [], expected: "expected a value", hint: "remove the comma after the last entry" }],
    [
      "a missing comma",
      '{ "a": { "pt": "x" "en": "y" } }',
      { offset: 19, path: ["a"], expected: 'expected "," or "}" after a value', hint: "is a comma missing before it?" },
    ],
    [
      "a missing comma in a list",
      '[{ "a": 1 } { "a": 2 }]',
      { offset: 12, path: [], expected: 'expected "," or "]" after a value', hint: "is a comma missing before it?" },
    ],
    ["single quotes", "{ 'a': 1 }", { offset: 2, path: [], expected: 'expected a field name in "double quotes"', hint: 'JSON writes text in "double quotes"' }],
    ["unquoted text", '{ "a": yes }', { offset: 7, path: ["a"], expected: "expected a value", hint: 'JSON writes text in "double quotes"' }],
    ["a missing colon", '{ "a" 1 }', { offset: 6, path: [], expected: 'expected ":" after the field name' }],
    [
      "a line break inside text",
      '{ "a": "x\ny" }',
      { offset: 9, path: ["a"], expected: "expected the closing double quote before the end of the line", hint: "write \\n for a line break inside text" },
    ],
    [
      "a tab inside text",
      '{ "a": "x\ty" }',
      { offset: 9, path: ["a"], expected: "expected no tabs or other control characters inside text", hint: "write \\t for a tab" },
    ],
    [
      "an unknown escape",
      '{ "a": "C:\\dir" }',
      { offset: 11, path: ["a"], expected: 'expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX after a backslash', hint: "write \\\\ for a backslash" },
    ],
    ["text never closed", '{ "a": "x', { offset: 9, path: ["a"], expected: "expected the closing double quote of this text" }],
    ["a number without digits after its point", "[1.]", { offset: 3, path: [0], expected: "expected a digit" }],
    ["a second closing brace", '{ "a": 1 }}', { offset: 10, path: [], expected: "expected the end of the file", hint: "is there one } or ] too many?" }],
    ["a byte-order mark", "\ufeff{}", { offset: 0, path: [], expected: "expected valid JSON" }],
    ["a no-break space between values", '{ "a":\u00a01 }', { offset: 6, path: ["a"], expected: "expected a value" }],
    ["a zero-width space between values", "[1,\u200b2]", { offset: 3, path: [1], expected: "expected a value" }],
  ])("finds %s, with its offset and JSON path", (_name, text, error) => {
    expect(scanJson(text).error).toEqual(error);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("finds invisible characters inside text, with the text's JSON path", () => {
    const text = '[{ "title": { "pt": "Olá\u200b", "en": "\u2060Hi" } }]';
    expect(scanJson(text)).toEqual({
      error: null,
      strays: [
        { offset: text.indexOf("\u200b"), path: [0, "title", "pt"] },
        { offset: text.indexOf("\u2060"), path: [0, "title", "en"] },
      ],
      duplicates: [],
    });
  });

  it("finds a field written twice in one object, which JSON.parse would silently drop", () => {
    const text = '[{ "id": "a", "name": "x", "name": "y" }, { "name": "z" }]';
    expect(scanJson(text).duplicates).toEqual([{ offset: 27, firstOffset: 14, path: [0, "name"] }]);
    expect(JSON.parse(text)[0].name).toBe("y");
  });
});

describe("valueOffset", () => {
  const text = '[\n  { "id": "a", "species": ["x", "y"] },\n  { "id": "b" }\n]\n';
  it("finds where the value at a path starts", () => {
    expect(text.slice(valueOffset(text, [0, "species", 1]))).toMatch(/^"y"/);
    expect(text.slice(valueOffset(text, [1, "id"]))).toMatch(/^"b"/);
  });
  it("finds nothing at a path the text does not have", () => {
    expect(valueOffset(text, [2, "id"])).toBeUndefined();
  });
});
