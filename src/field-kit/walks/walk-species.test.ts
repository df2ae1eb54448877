import { matchesSearch, walkData, walkOrder, type WalkSources } from "./walk-species";

const zeros = () => Array.from({ length: 48 }, () => 0);
const withShare = (period: number, share: number) => zeros().map((value, index) => (index === period ? share : value));

const SOURCES: WalkSources = {
  recorded: [
    { scientificName: "Ara ararauna", commonName: "Blue-and-yellow Macaw", taxonomicOrder: 20, shares: withShare(43, 0.5), trails: ["jatoba"] },
    { scientificName: "Crypturellus undulatus", commonName: "Undulated Tinamou", taxonomicOrder: 1, shares: withShare(43, 0.25), trails: [] },
    { scientificName: "Pionus menstruus", commonName: "Blue-headed Parrot", taxonomicOrder: 21, shares: withShare(10, 0.9), trails: ["jatoba"] },
  ],
  names: [{ scientificName: "Ara ararauna", pt: "arara-canindé", en: "Blue-and-yellow Macaw" }],
  fieldGuideBirds: [
    { scientificName: "Ara ararauna", name: { pt: "arara-canindé", en: "Blue-and-yellow Macaw" } },
    { scientificName: "Conothraupis mesoleuca", name: { pt: "tiê-bicudo", en: "Cone-billed Tanager" } },
  ],
  trails: [
    { id: "jatoba", name: { pt: "Trilha do Jatobá", en: "Jatobá Trail" }, distanceKm: 2 },
    { id: "lagoa", name: { pt: "Trilha da Lagoa", en: "Lagoon Trail" }, distanceKm: 3.5 },
  ],
  ebirdLocations: [{ trail: "lagoa", area: { pt: "Lagoa", en: "Lagoon" } }],
  site: { productName: "Lodge", geo: { latitude: -13.27, longitude: -56.72 }, address: { regionCode: "MT", country: "BR" } },
};

describe("what a walk ticks from", () => {
  const data = walkData(SOURCES);

  it("lists the recorded species and the field guide's others, in taxonomic order, named in both languages", () => {
    expect(data.species.map((entry) => [entry.id, entry.localName.pt, entry.order])).toEqual([
      ["Crypturellus undulatus", "Undulated Tinamou", 1],
      ["Ara ararauna", "arara-canindé", 20],
      ["Pionus menstruus", "Blue-headed Parrot", 21],
      ["Conothraupis mesoleuca", "tiê-bicudo", null],
    ]);
    expect(data.species[1]?.shares[43]).toBe(50);
  });

  it("names each trail's place for eBird after the lodge's eBird place where one is set, else after the trail", () => {
    expect(data.trails.map((trail) => trail.locationName)).toEqual(["Lodge--Jatobá Trail", "Lodge--Lagoon"]);
    expect(data.lodge).toEqual({ name: "Lodge", latitude: -13.27, longitude: -56.72, stateCode: "MT", countryCode: "BR" });
  });

  it("offers on a trail its own species first, likeliest this quarter-month first, then the rest", () => {
    // 2026-11-28 is in the last quarter of November, the 44th quarter-month (index 43).
    const { likely, rest } = walkOrder(data.species, "jatoba", "2026-11-28");
    expect(likely.map((entry) => entry.id)).toEqual(["Ara ararauna", "Pionus menstruus"]);
    expect(rest.map((entry) => entry.id)).toEqual(["Crypturellus undulatus", "Conothraupis mesoleuca"]);
  });

  it("offers off the trails the species recorded this quarter-month first", () => {
    const { likely } = walkOrder(data.species, null, "2026-11-28");
    expect(likely.map((entry) => entry.id)).toEqual(["Ara ararauna", "Crypturellus undulatus"]);
  });

  it("finds a species by either language's name, eBird's or the scientific name, whatever the accents and case", () => {
    const macaw = data.species[1]!;
    for (const search of ["arara canin", "ARARA-CANINDE", "yellow macaw", "ara ararauna", "  "])
      expect(matchesSearch(macaw, search.replace("arara canin", "arara-canin"))).toBe(true);
    expect(matchesSearch(macaw, "tanager")).toBe(false);
  });
});
