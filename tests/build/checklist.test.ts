import { checklistPages, type ChecklistPageContext } from "../../src/content/checklist-page";
import { entryPath, listedEntries } from "../../src/content/entry-pages";
import { templateFile } from "../../src/content/create-pages";
import { monthName } from "../../src/lib/format/business-constants";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { attr, content, page, pathOf, siteUrl, testBuildData, uiString } from "./helpers";

// The checklist the test build published (the seeded exports), computed again from the same data, and its pages as gatsby-node made them.
const { published } = testBuildData();
if (!published) throw new Error("the test build published no checklist: run `npm run build:test`");
const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;
const pages = checklistPages(route, published, listedEntries(content), templateFile("bird-checklist")).filter((spec) => !spec.context.bare);
const contextOf = (path: string) => pages.find((spec) => spec.path === path)!.context as ChecklistPageContext;
const sensitive = new Set(content.site.sensitiveSpecies);
const yearPages = pages.filter((spec) => (spec.context as ChecklistPageContext).checklist.filter === null);
const monthPages = pages.filter((spec) => (spec.context as ChecklistPageContext).checklist.filter?.kind === "month");
const trailPages = pages.filter((spec) => (spec.context as ChecklistPageContext).checklist.filter?.kind === "trail");

describe("the bird checklist's pages", () => {
  it("are the year, twelve months and each trail with records, in both languages", () => {
    expect(yearPages).toHaveLength(2);
    expect(monthPages).toHaveLength(24);
    // The seed puts the fixture's places on the site's first two trails.
    expect(trailPages.length).toBeGreaterThanOrEqual(2);
  });

  it.each(pages.map((spec) => [spec.path]))("%s has its own canonical and the other language's page as its pair, and marks its filter current", (path) => {
    const { alternates, language } = contextOf(path);
    const root = page(path);
    expect(attr(root, 'link[rel="canonical"]', "href")).toBe(siteUrl + path);
    for (const other of LANGUAGES) expect(attr(root, `link[rel="alternate"][hreflang^="${other}"]`, "href")).toBe(siteUrl + alternates[other]);
    const current = root.querySelectorAll('main nav a[aria-current="page"]').map((link) => link.getAttribute("href"));
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set([path]));
    expect(root.querySelector("main nav[aria-label]")?.getAttribute("aria-label")).toBe(uiString(language, "wildlife:checklist.filters"));
  });
});

describe.each(yearPages.map((spec) => [spec.path]))("the whole year's list %s", (path) => {
  const { checklist } = contextOf(path);
  const root = page(path);
  const rows = root.querySelectorAll("main ol > li");

  it("lists every species recorded, in taxonomic order, with its names and scientific name", () => {
    expect(rows.map((row) => row.querySelector("strong")?.textContent)).toEqual(checklist.species.map((species) => species.name));
    expect(rows.map((row) => row.querySelector("i[lang=la]")?.textContent)).toEqual(published.frequencies.species.map((species) => species.scientificName));
  });

  it("draws each species' year and gives screen readers the same year month by month, with the exact shares", () => {
    expect(rows.every((row) => row.querySelector("svg[aria-hidden=true] path"))).toBe(true);
    const toucan = published.frequencies.species.findIndex((species) => species.monthShares.some((share) => share > 0));
    const text = rows[toucan]?.querySelector(".visually-hidden")?.textContent ?? "";
    const best = Math.max(...published.frequencies.species[toucan]!.monthShares);
    expect(text).toContain(`${Math.round(best * 100)}`);
  });

  it("states the complete checklists behind every quarter-month once, month by month", () => {
    const table = root.querySelector("main details table");
    expect(table?.querySelectorAll("tbody tr")).toHaveLength(12);
    const cells = table!.querySelectorAll("tbody td").map((cell) => Number(cell.textContent));
    expect(cells).toEqual(published.frequencies.periodChecklists);
  });
});

describe.each(monthPages.map((spec) => [spec.path]))("the month's list %s", (path) => {
  const { checklist } = contextOf(path);
  const root = page(path);

  it("holds only the species recorded that month, with the share of each quarter-month as text", () => {
    const rows = root.querySelectorAll("main table tbody tr");
    expect(rows.map((row) => row.querySelector("i[lang=la]")?.textContent)).toEqual(checklist.species.map((species) => species.scientificName));
    const first = checklist.firstPeriod;
    for (const [index, row] of rows.entries()) {
      const species = published.frequencies.species.find((candidate) => candidate.scientificName === checklist.species[index]!.scientificName)!;
      expect(species.shares.slice(first, first + 4).some((share) => share > 0)).toBe(true);
      expect(row.querySelectorAll("td")).toHaveLength(4);
    }
  });
});

/** The page's heading and the sentence under the list's heading, whitespace collapsed. */
const headingOf = (path: string) => page(path).querySelector("h1")?.textContent.trim();
const basisOf = (path: string) => page(path).querySelector("#checklist-heading + p")?.textContent.replace(/\s+/g, " ") ?? "";
const filterName = (checklist: ChecklistPageContext["checklist"], language: (typeof LANGUAGES)[number]) =>
  checklist.filter?.kind === "month" ? monthName(checklist.filter.month, language) : checklist.filter?.kind === "trail" ? checklist.filter.trail : "";

describe("each list states what it shows and what its figures stand on", () => {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const all = sum(published.frequencies.periodChecklists);

  it.each(yearPages.map((spec) => [spec.path]))("the year's %s: the route's title, every complete checklist", (path) => {
    const { language } = contextOf(path);
    expect(headingOf(path)).toBe(content.routes.find((candidate) => candidate.id === route.id)!.title[language]);
    expect(basisOf(path)).toContain(`${all}`);
  });

  it.each(monthPages.map((spec) => [spec.path]))("the month's %s: its month in the heading, the month's own checklists", (path) => {
    const { checklist, language } = contextOf(path);
    expect(headingOf(path)).toContain(filterName(checklist, language));
    const own = sum(checklist.periodChecklists);
    expect(checklist.totalChecklists).toBe(own);
    if (own > 0) expect(basisOf(path)).toContain(`${own}`);
    if (own !== all) expect(basisOf(path)).not.toContain(`${all}`);
  });

  it.each(trailPages.map((spec) => [spec.path]))("the trail's %s: its trail in the heading, and that its bars are the whole lodge's", (path) => {
    const { checklist, language } = contextOf(path);
    expect(headingOf(path)).toContain(filterName(checklist, language));
    expect(basisOf(path)).toContain(filterName(checklist, language));
    expect(basisOf(path)).toContain(`${all}`);
  });
});

describe.each(trailPages.map((spec) => [spec.path]))("the trail's list %s", (path) => {
  it("never lists a sensitive species", () => {
    const names = page(path)
      .querySelectorAll("main ol > li i[lang=la]")
      .map((name) => name.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => sensitive.has(name))).toEqual([]);
  });
});

describe.each(LANGUAGES)("the last 30 days (%s)", (language) => {
  const sensitiveNames = published.names.filter((named) => sensitive.has(named.scientificName)).flatMap((named) => [named.pt, named.en]);
  const recentOf = (path: string) => page(path).querySelector("#recent-heading")?.parentNode;

  it.each([["bird-checklist"], ["birdwatching"]])("on the %s page list species by trail, a sensitive species only on the property", (routeId) => {
    const section = recentOf(pathOf(routeId, language));
    expect(section).toBeTruthy();
    const groups = section!
      .querySelectorAll("h3")
      .map((heading) => ({ heading: heading.textContent, species: heading.parentNode.querySelectorAll("li").map((item) => item.textContent) }));
    const property = uiString(language, "wildlife:checklist.onPropertyHeading");
    // The seed logged, two days before it ran, a species on a trail, one off the trails, and the sensitive one on a trail.
    expect(groups.some((group) => group.heading !== property && group.species.length > 0)).toBe(true);
    for (const group of groups.filter((candidate) => candidate.heading !== property))
      expect(group.species.filter((name) => sensitiveNames.some((sensitiveName) => sensitiveName && name.includes(sensitiveName)))).toEqual([]);
    const onProperty = groups.find((group) => group.heading === property);
    expect(onProperty?.species.some((name) => sensitiveNames.some((sensitiveName) => sensitiveName && name.includes(sensitiveName)))).toBe(true);
  });
});

describe("the trail and bird pages", () => {
  const entries = listedEntries(content).filter((entry) => entry.collection === "trails" || entry.collection === "birds");
  const cases = entries.flatMap((entry) => LANGUAGES.map((language) => [entryPath(entry, language), entry, language] as const));
  const trailListPath = (slug: string, language: (typeof LANGUAGES)[number]) => `${pathOf("bird-checklist", language)}${slug}/`;

  it.each(cases)("%s links to the checklist: a trail to its own list where it has one", (path, entry, language) => {
    const links = page(path)
      .querySelectorAll("main a")
      .map((link) => link.getAttribute("href"));
    const ownList = trailPages.some((spec) => spec.path === trailListPath(entry.slug[language], language));
    expect(links).toContain(ownList ? trailListPath(entry.slug[language], language) : pathOf("bird-checklist", language));
  });
});

describe("the birdwatching page", () => {
  it.each(LANGUAGES)("links to the checklist in its language (%s)", (language) => {
    const links = [...page(pathOf("birdwatching", language)).querySelectorAll("main a")].map((link) => link.getAttribute("href"));
    expect(links).toContain(pathOf("bird-checklist", language));
  });
});

describe("the trail pages' species most likely this month", () => {
  // Built in the lodge's month of the build (testBuildData's month), from the trail's own complete checklists.
  const { month } = testBuildData();
  const entries = listedEntries(content).filter((entry) => entry.collection === "trails");
  const cases = entries.flatMap((entry) => LANGUAGES.map((language) => [`${entry.slug[language]} (${language})`, entry, language] as const));

  it("are shown on at least one trail, the seed having logged a species on a trail this month", () => {
    expect(entries.some((entry) => (published.trailMonths[String(entry.id)]?.[month - 1] ?? []).length > 0)).toBe(true);
  });

  it.each(cases)("on %s, list exactly the trail's month's likeliest, none of them sensitive", (_name, entry, language) => {
    const expected = (published.trailMonths[String(entry.id)]?.[month - 1] ?? []).map((species) => species.scientificName);
    const section = page(entryPath(entry, language)).querySelector("#likely-this-month-heading")?.parentNode;
    expect(section?.querySelectorAll("li").length ?? 0).toBe(expected.length);
    expect(expected.filter((name) => sensitive.has(name))).toEqual([]);
  });
});
