import { vanishedSlugs } from "./slug-history";

const entry = (slug: { pt: string; en: string }, formerSlugs?: { pt?: string[]; en?: string[] }) => ({ id: "tanager", slug, formerSlugs });

describe("vanishedSlugs", () => {
  const published = [entry({ pt: "tie-bicudo", en: "cone-billed-tanager" })];

  it("names an entry whose published slug changed without being kept", () => {
    expect(vanishedSlugs(published, [entry({ pt: "tie", en: "cone-billed-tanager" })])).toEqual([
      'tanager: the pt slug "tie-bicudo" was published; keep it in formerSlugs.pt so its links still arrive',
    ]);
  });

  it("accepts a changed slug kept among the former ones, an unchanged one, and a removed entry", () => {
    expect(vanishedSlugs(published, [entry({ pt: "tie", en: "cone-billed-tanager" }, { pt: ["tie-bicudo"] })])).toEqual([]);
    expect(vanishedSlugs(published, [entry({ pt: "tie-bicudo", en: "cone-billed-tanager" })])).toEqual([]);
    expect(vanishedSlugs(published, [])).toEqual([]);
  });

  it("ignores entries published before they had slugs", () => {
    expect(vanishedSlugs([{ id: "tanager" }], [entry({ pt: "tie", en: "tanager" })])).toEqual([]);
  });
});
