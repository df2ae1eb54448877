import type { Content, RouteEntry } from "./collections";
import { entryRedirects, entryRelations, type ListedEntry } from "./entry-pages";

const guides = { id: "field-guides", slug: { pt: "guias-campo", en: "field-guides" } } as RouteEntry;
const entry = (formerSlugs: ListedEntry["formerSlugs"]): ListedEntry => ({
  id: "tanager",
  slug: { pt: "tie-bicudo", en: "cone-billed-tanager" },
  formerSlugs,
  collection: "birds",
  listing: guides,
  template: "species-entry",
  related: { speciesIds: [], trailIds: [] },
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

describe("entryRelations", () => {
  const trail = (id: string, species?: string[]) => ({ id, species }) as Content["trails"][number];
  const content = { trails: [trail("lagoa", ["kingfisher", "otter"]), trail("tower", ["owl", "kingfisher"]), trail("jatoba")] };

  it("gives a trail the species it lists", () => {
    expect(entryRelations(content, "trails", "lagoa")).toEqual({ speciesIds: ["kingfisher", "otter"], trailIds: [] });
    expect(entryRelations(content, "trails", "jatoba")).toEqual({ speciesIds: [], trailIds: [] });
  });

  it("derives a species' trails, and the species seen on them, from the trails' lists", () => {
    expect(entryRelations(content, "birds", "kingfisher")).toEqual({ speciesIds: ["otter", "owl"], trailIds: ["lagoa", "tower"] });
    expect(entryRelations(content, "mammals", "otter")).toEqual({ speciesIds: ["kingfisher"], trailIds: ["lagoa"] });
    expect(entryRelations(content, "birds", "tanager")).toEqual({ speciesIds: [], trailIds: [] });
  });
});
