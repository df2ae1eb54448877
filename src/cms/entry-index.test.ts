import { cmsEntryIndex, indexedLinks, indexedRelations, type IndexedContent } from "./entry-index";

const route = (id: string, pt: string, en: string) => ({ id, slug: { pt, en }, navLabel: { pt: `${id} pt`, en: `${id} en` } });
const entry = (id: string, name: string) => ({ id, name: { pt: `${name} pt`, en: `${name} en` }, slug: { pt: `${id}-pt`, en: `${id}-en` } });

/** Just the fields the index reads, in the files' shape. */
const content = {
  routes: [route("trails", "trilhas", "trails"), route("field-guides", "guias", "guides"), route("booking-enquiry", "pedido", "enquiry")],
  trails: [
    { ...entry("angelim", "Angelim"), species: ["tanager", "nobody"] },
    { ...entry("lagoon", "Lagoa"), species: ["tanager", "titi"] },
  ],
  birds: [entry("tanager", "Tiê")],
  primates: [entry("titi", "Zogue")],
  mammals: [],
  rooms: [],
  press: [{ id: 3, title: { pt: "Matéria", en: "Story" }, slug: { pt: "materia", en: "story" }, year: 2024 }],
} as unknown as IndexedContent;

describe("the entry pages' preview index", () => {
  const index = cmsEntryIndex(content);

  it("names each entry and gives its page's address in each language, under its listing", () => {
    expect(index.entries).toContainEqual({
      collection: "birds",
      id: "tanager",
      name: { pt: "Tiê pt", en: "Tiê en" },
      path: { pt: "/pt/guias/tanager-pt/", en: "/en/guides/tanager-en/" },
    });
    expect(index.listings.trails).toEqual({ name: { pt: "trails pt", en: "trails en" }, path: { pt: "/pt/trilhas/", en: "/en/trails/" } });
    expect(index.enquiryPath).toEqual({ pt: "/pt/pedido/", en: "/en/enquiry/" });
  });

  it("leaves out a listing whose route is absent, and its entries (the press has no route here)", () => {
    expect(index.listings.press).toBeUndefined();
    expect(index.entries.some((candidate) => candidate.collection === "press")).toBe(false);
  });

  it("links ids in the order given, in the language asked, skipping an id with no entry", () => {
    expect(indexedLinks(index, ["birds", "primates"], ["titi", "nobody", "tanager"], "en")).toEqual([
      { name: "Zogue en", path: "/en/guides/titi-en/" },
      { name: "Tiê en", path: "/en/guides/tanager-en/" },
    ]);
  });

  it("derives a species' trails and fellow species from the trails' lists", () => {
    expect(indexedRelations(index, "birds", "tanager")).toEqual({ trailIds: ["angelim", "lagoon"], speciesIds: ["nobody", "titi"] });
  });
});
