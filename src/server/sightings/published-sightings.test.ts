import { publishedFromChecklists, type ExportContext } from "./published-sightings";

const CONTEXT: ExportContext = {
  trails: new Map(),
  sensitive: new Set(),
  names: new Map([["Harpia harpyja", { pt: "gavião-real", en: "Harpy Eagle" }]]),
  taxonomy: new Map([
    ["Harpia harpyja", { en: "Harpy Eagle (eBird)", pt: null, taxonomicOrder: 30 }],
    ["Piaya cayana", { en: "Squirrel Cuckoo", pt: null, taxonomicOrder: 10 }],
  ]),
  asOf: "2025-06-01",
};

const CHECKLISTS = [{ date: "2025-05-02", complete: true, trail: null, species: ["Harpia harpyja", "Piaya cayana", "Amazona sp."] }];
// The records' own names and orders, as an older export wrote them.
const SPECIES = [
  { scientificName: "Harpia harpyja", commonName: "Harpy Eagle (export)", taxonomicOrder: 1 },
  { scientificName: "Piaya cayana", commonName: "Squirrel Cuckoo (export)", taxonomicOrder: 2 },
  { scientificName: "Amazona sp.", commonName: "Amazona sp. (export)", taxonomicOrder: 20 },
];

describe("the published checklist's names", () => {
  it("names each species by the site's content, else the names table, else its record, in the table's order where it has one", () => {
    const published = publishedFromChecklists(CHECKLISTS, SPECIES, CONTEXT);
    expect(published.names).toEqual([
      { scientificName: "Piaya cayana", pt: null, en: "Squirrel Cuckoo" },
      { scientificName: "Amazona sp.", pt: null, en: "Amazona sp. (export)" },
      { scientificName: "Harpia harpyja", pt: "gavião-real", en: "Harpy Eagle" },
    ]);
    expect(published.frequencies.species.map((species) => species.taxonomicOrder)).toEqual([10, 20, 30]);
  });

  it("names by the records alone when no taxonomy was imported", () => {
    const published = publishedFromChecklists(CHECKLISTS, SPECIES, { ...CONTEXT, taxonomy: new Map() });
    expect(published.names.map((species) => species.en)).toEqual(["Harpy Eagle", "Squirrel Cuckoo (export)", "Amazona sp. (export)"]);
  });
});
