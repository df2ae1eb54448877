import { checklistPageData } from "./checklist-page";
import type { PublishedSightings } from "../server/sightings/published-sightings";

const species = (scientificName: string, commonName: string, taxonomicOrder: number) => ({
  scientificName,
  commonName,
  taxonomicOrder,
  shares: Array.from({ length: 48 }, (_, index) => (index === 0 ? 1 / 3 : 0)),
  likelyMonths: [1],
  lastSeen: "2026-01",
  trails: [],
  sensitive: false,
});

const published: PublishedSightings = {
  frequencies: {
    periodChecklists: Array.from({ length: 48 }, (_, index) => (index === 0 ? 3 : 0)),
    species: [species("Crypturellus undulatus", "Undulated Tinamou", 10), species("Ara ararauna", "Blue-and-yellow Macaw", 20)],
    latestDate: "2026-01-05",
  },
  recent: { byTrail: {}, onProperty: [] },
  names: [
    { scientificName: "Crypturellus undulatus", pt: "Jaó", en: "Undulated Tinamou" },
    { scientificName: "Ara ararauna", pt: null, en: "Blue-and-yellow Macaw" },
  ],
  trailMonths: {},
  asOf: "2026-01-10",
};

describe("the checklist as a page shows it", () => {
  it("keeps the taxonomic order and names each species in the page's language first, the other second", () => {
    expect(checklistPageData(published, "pt").species.map(({ name, otherName }) => [name, otherName])).toEqual([
      ["Jaó", "Undulated Tinamou"],
      ["Blue-and-yellow Macaw", null],
    ]);
    expect(checklistPageData(published, "en").species.map(({ name, otherName }) => [name, otherName])).toEqual([
      ["Undulated Tinamou", "Jaó"],
      ["Blue-and-yellow Macaw", null],
    ]);
  });

  it("rounds the shares to what a bar can draw, and carries the checklists behind each period and the latest date", () => {
    const data = checklistPageData(published, "en");
    expect(data.species[0]?.shares[0]).toBe(0.333);
    expect(data.periodChecklists[0]).toBe(3);
    expect(data.latestDate).toBe("2026-01-05");
  });
});
