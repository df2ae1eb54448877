import { adviceFor, describeCharacterAt, isInvisible, isStrayInText } from "./characters";

describe("characters", () => {
  it.each([
    ["\ufeff", "a byte-order mark (U+FEFF)"],
    ["\u200b", "a zero-width space (U+200B)"],
    ["\u00a0", "a no-break space (U+00A0)"],
    ["\u2003", "an unusual space (U+2003)"],
    ["\u202e", "a text-direction mark (U+202E)"],
    ["\u0001", "a control character (U+0001)"],
    ["\t", "a tab"],
    ["\n", "a line break"],
    [" ", "a space"],
    ['"', "a double quote"],
    ["}", '"}"'],
    ["yes, no", '"yes"'],
  ])("names %j as %s", (text, name) => {
    expect(describeCharacterAt(text, 0)).toBe(name);
  });

  it("names the end of the file", () => {
    expect(describeCharacterAt("{", 1)).toBe("the end of the file");
  });

  it("advises saving without a byte-order mark only at the start of a file", () => {
    expect(adviceFor("\ufeff{}", 0)).toBe("save the file as UTF-8 without BOM");
    expect(adviceFor("{}\ufeff", 2)).toBe("delete it");
  });

  it("advises an ordinary space for look-alike spaces, and nothing for ordinary characters", () => {
    expect(adviceFor("\u00a0", 0)).toBe("replace it with an ordinary space");
    expect(adviceFor("\u2003", 0)).toBe("replace it with an ordinary space");
    expect(adviceFor("}", 0)).toBeNull();
  });

  it("lets typography stay inside text, but not characters nobody means to type", () => {
    expect(isStrayInText(0x00a0)).toBe(false);
    expect(isStrayInText(0x200d)).toBe(false);
    expect(isStrayInText(0x200b)).toBe(true);
    expect(isStrayInText(0xfeff)).toBe(true);
    expect(isInvisible(0x00a0)).toBe(true);
    expect(isInvisible(0x61)).toBe(false);
  });
});
