import type { RouteEntry } from "./collections";
import { entryRedirects, type ListedEntry } from "./entry-pages";

const guides = { id: "field-guides", slug: { pt: "guias-campo", en: "field-guides" } } as RouteEntry;
const entry = (formerSlugs: ListedEntry["formerSlugs"]): ListedEntry => ({
  id: "tanager",
  slug: { pt: "tie-bicudo", en: "cone-billed-tanager" },
  formerSlugs,
  collection: "birds",
  listing: guides,
  template: "species-entry",
});

describe("entryRedirects", () => {
  it("leads each former slug to the page in its language, the Portuguese one also bare", () => {
    expect(entryRedirects([entry({ pt: ["tie"], en: ["tanager", "cone-billed"] })])).toEqual([
      { from: "/pt/guias-campo/tie/", to: "/pt/guias-campo/tie-bicudo/" },
      { from: "/guias-campo/tie/", to: "/guias-campo/tie-bicudo/" },
      { from: "/en/field-guides/tanager/", to: "/en/field-guides/cone-billed-tanager/" },
      { from: "/en/field-guides/cone-billed/", to: "/en/field-guides/cone-billed-tanager/" },
    ]);
  });

  it("makes none for an entry that never changed its address", () => {
    expect(entryRedirects([entry(undefined), entry({})])).toEqual([]);
  });
});
