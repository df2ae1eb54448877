import { siteContent } from "./content-store";
import { checklistPages, type ChecklistPageContext } from "./checklist-page";
import { listedEntries } from "./entry-pages";
import { fixtureSightings } from "../../tests/support/sightings-fixture";
import { monthName } from "../lib/format/business-constants";

const content = siteContent();
const entries = listedEntries(content);
const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;
const published = fixtureSightings(content);
const pages = checklistPages(route, published, entries, "bird-checklist.tsx");
const contextOf = (path: string) => pages.find((page) => page.path === path)?.context as ChecklistPageContext | undefined;
const [firstTrail, secondTrail] = content.trails;
const [birdA, birdB, sensitiveBird] = content.birds;
const base = { pt: `/pt/${route.slug.pt}/`, en: `/en/${route.slug.en}/` };

describe("the checklist's pages", () => {
  it("are the whole year, each month and each trail with a species shown by trail, in both languages and bare", () => {
    const trailsShown = [firstTrail!, secondTrail!];
    expect(pages).toHaveLength((1 + 12 + trailsShown.length) * 3);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        base.pt,
        base.en,
        `/${route.slug.pt}/`,
        `${base.pt}janeiro/`,
        `${base.pt}marco/`,
        `${base.en}march/`,
        `/${route.slug.pt}/janeiro/`,
        `${base.pt}${firstTrail!.slug.pt}/`,
        `${base.en}${firstTrail!.slug.en}/`,
      ]),
    );
  });

  it("lists every species in taxonomic order on the year's page, named in the page's language, with its complete checklists per quarter-month", () => {
    const year = contextOf(base.en)!.checklist;
    expect(year.species.map((row) => [row.name, row.scientificName])).toEqual(
      [birdA!, birdB!, sensitiveBird!].map((bird) => [bird.name.en, bird.scientificName]),
    );
    expect(contextOf(base.pt)!.checklist.species.map((row) => row.name)).toEqual([birdA!, birdB!, sensitiveBird!].map((bird) => bird.name.pt));
    // January 1–7: one complete checklist, with bird A and the sensitive bird; 8–14: one, with A and B.
    expect(year.periodChecklists.slice(0, 2)).toEqual([1, 1]);
    expect(year.species[0]!.recorded.slice(0, 2)).toEqual([1, 1]);
    expect(year.species[1]!.recorded.slice(0, 2)).toEqual([0, 1]);
    expect(year.totalChecklists).toBe(4);
    expect(year.filter).toBeNull();
  });

  it("gives a month's page only that month's species and its four quarter-months", () => {
    const july = contextOf(`${base.en}${monthName(7, "en").toLowerCase()}/`)!.checklist;
    expect(july.filter).toEqual({ kind: "month", month: 7 });
    expect(july.firstPeriod).toBe(24);
    expect(july.periodChecklists).toEqual([0, 0, 1, 0]);
    expect(july.totalChecklists).toBe(1);
    expect(july.species.map((row) => [row.scientificName, row.recorded])).toEqual([[birdB!.scientificName, [0, 0, 1, 0]]]);
    expect(july.recent).toBeNull();
  });

  it("never lists a sensitive species on a trail's page, and lists the trail's own species there", () => {
    const trail = contextOf(`${base.pt}${firstTrail!.slug.pt}/`)!.checklist;
    expect(trail.filter).toEqual({ kind: "trail", trail: firstTrail!.name.pt });
    expect(trail.species.map((row) => row.scientificName)).toEqual([birdA!.scientificName]);
  });

  it("links every filter from every page, the year's first", () => {
    const links = contextOf(`${base.pt}janeiro/`)!.checklist.filters;
    expect(links.all).toBe(base.pt);
    expect(links.months.map((link) => link.path)).toHaveLength(12);
    expect(links.trails.map((link) => link.name)).toEqual([firstTrail!.name.pt, secondTrail!.name.pt]);
  });

  it("shows the last 30 days by trail on the year's page, a sensitive species only on the property, never on a trail", () => {
    const recent = contextOf(base.en)!.checklist.recent!;
    expect(recent.to).toBe(published.asOf);
    expect(recent.trails.map((trail) => [trail.name, trail.species.map((species) => species.scientificName)])).toEqual([
      [firstTrail!.name.en, [birdA!.scientificName]],
    ]);
    expect(recent.trails.flatMap((trail) => trail.species).some((species) => species.scientificName === sensitiveBird!.scientificName)).toBe(false);
  });

  it("refuses a trail whose slug is a month's name, which would give two pages one address", () => {
    const clashing = entries.map((entry) =>
      entry.collection === "trails" && entry.id === firstTrail!.id ? { ...entry, slug: { pt: "janeiro", en: "january" } } : entry,
    );
    expect(() => checklistPages(route, published, clashing, "bird-checklist.tsx")).toThrow(/janeiro/);
  });
});
