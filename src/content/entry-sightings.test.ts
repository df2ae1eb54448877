import type { PublishedSightings } from "../server/sightings/published-sightings";
import { PERIODS } from "../lib/ebird/frequencies";
import type { RouteEntry } from "./collections";
import { entrySightings } from "./entry-sightings";
import type { ListedEntry } from "./entry-pages";

const listing = (id: string, pt: string, en: string) => ({ id, slug: { pt, en } }) as unknown as RouteEntry;
const guides = listing("field-guides", "guias", "guides");
const trailsRoute = listing("trails", "trilhas", "trails");
type Entry = Pick<ListedEntry, "id" | "collection" | "listing" | "slug" | "name" | "scientificName">;
const bird = (id: string, scientificName: string, pt: string, en: string): Entry => ({
  id,
  collection: "birds",
  listing: guides,
  slug: { pt: id, en: id },
  name: { pt, en },
  scientificName,
});
const tanager = bird("tanager", "Conothraupis mesoleuca", "tiê-bicudo", "Cone-billed Tanager");
const toucan = bird("toucan", "Ramphastos toco", "tucanuçu", "Toco Toucan");
const otter = bird("otter", "Pteronura brasiliensis", "ariranha", "Giant Otter");
const river: Entry = {
  id: "river",
  collection: "trails",
  listing: trailsRoute,
  slug: { pt: "rio", en: "river" },
  name: { pt: "Trilha do Rio", en: "River Trail" },
};
const entries = [tanager, toucan, otter, river];

const shares = Array.from({ length: PERIODS }, (_, period) => (period === 16 ? 0.5 : 0));
const species = (scientificName: string, sensitive: boolean) => ({
  scientificName,
  commonName: scientificName,
  taxonomicOrder: null,
  shares,
  monthShares: Array.from({ length: 12 }, (_, month) => (month === 4 ? 0.5 : 0)),
  likelyMonths: [5],
  lastSeen: "2024-05",
  trails: sensitive ? [] : ["river", "gone"],
  sensitive,
});
const published: PublishedSightings = {
  frequencies: {
    periodChecklists: Array.from({ length: PERIODS }, (_, period) => (period === 16 ? 2 : 0)),
    monthChecklists: Array.from({ length: 12 }, (_, month) => (month === 4 ? 2 : 0)),
    species: [species("Ramphastos toco", false), species("Conothraupis mesoleuca", true)],
    latestDate: "2024-05-05",
  },
  recent: { byTrail: {}, onProperty: [] },
  names: [
    { scientificName: "Ramphastos toco", pt: "tucanuçu", en: "Toco Toucan" },
    { scientificName: "Piaya cayana", pt: null, en: "Squirrel Cuckoo" },
  ],
  trailMonths: {
    river: Array.from({ length: 12 }, (_, month) =>
      month === 4
        ? [
            { scientificName: "Ramphastos toco", share: 1 },
            { scientificName: "Piaya cayana", share: 0.5 },
          ]
        : [],
    ),
  },
  asOf: "2024-05-06",
};

describe("entrySightings", () => {
  it("gives a recorded species its year, months, last month seen and the site's trails it was recorded on (a trail the site lacks left out)", () => {
    expect(entrySightings(toucan, entries, published, 5)).toEqual({
      sightings: {
        shares,
        checklists: published.frequencies.periodChecklists,
        likelyMonths: [5],
        lastSeen: "2024-05",
        trails: [{ name: { pt: "Trilha do Rio", en: "River Trail" }, paths: { pt: "/pt/trilhas/rio/", en: "/en/trails/river/" } }],
        sensitive: false,
      },
    });
  });

  it("never gives a sensitive species a trail", () => {
    expect(entrySightings(tanager, entries, published, 5).sightings).toMatchObject({ trails: [], sensitive: true });
  });

  it("gives nothing to a species without records, or to any page when nothing was imported", () => {
    expect(entrySightings(otter, entries, published, 5)).toEqual({});
    expect(entrySightings(toucan, entries, null, 5)).toEqual({});
    expect(entrySightings(river, entries, null, 5)).toEqual({});
  });

  it("gives a trail its month's likeliest species, linked where the site has a page, else by eBird's names", () => {
    expect(entrySightings(river, entries, published, 5)).toEqual({
      likely: {
        month: 5,
        species: [
          { scientificName: "Ramphastos toco", name: { pt: "tucanuçu", en: "Toco Toucan" }, paths: { pt: "/pt/guias/toucan/", en: "/en/guides/toucan/" } },
          { scientificName: "Piaya cayana", name: { pt: null, en: "Squirrel Cuckoo" }, paths: null },
        ],
      },
    });
    expect(entrySightings(river, entries, published, 6)).toEqual({});
  });
});
