import { slugify } from "./slugify";

describe("slugify", () => {
  it("drops accents and joins words with single hyphens", () => {
    expect(slugify("tiê-bicudo")).toBe("tie-bicudo");
    expect(slugify("Cone-billed Tanager")).toBe("cone-billed-tanager");
    expect(slugify("Macaco-aranha-de-cara-branca")).toBe("macaco-aranha-de-cara-branca");
  });

  it("turns punctuation and repeated spaces into one hyphen, none at the ends", () => {
    expect(slugify("  Bangalô  Família (2) ")).toBe("bangalo-familia-2");
    expect(slugify("“Report”: 2024!")).toBe("report-2024");
  });

  it("keeps a possessive one word", () => {
    expect(slugify("Spix's Red-handed Howler")).toBe("spixs-red-handed-howler");
    expect(slugify("Azara’s Night Monkey")).toBe("azaras-night-monkey");
  });
});
