import { checklistPageData } from "../../src/content/checklist-page";
import { prepareSightings } from "../../src/content/sightings";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { TEST_BUILD_DATA_DIR } from "../support/seed-gallery";
import { page, pathOf } from "./helpers";

// The checklist the test build published: the fixture export, computed again from the same database.
process.env.DATA_DIR = TEST_BUILD_DATA_DIR;
const published = prepareSightings();

describe("the bird checklist page", () => {
  it("is built from the imported records", () => {
    expect(published).not.toBeNull();
  });

  it.each(LANGUAGES)("lists every species recorded, in taxonomic order, with its scientific name (%s)", (language) => {
    if (!published) throw new Error("no checklist published");
    const expected = checklistPageData(published, language).species;
    const rows = [...page(pathOf("bird-checklist", language)).querySelectorAll("main ol > li")];
    expect(rows.map((row) => row.querySelector("strong")?.textContent)).toEqual(expected.map((species) => species.name));
    expect(rows.map((row) => row.querySelector("i[lang=la]")?.textContent)).toEqual(expected.map((species) => species.scientificName));
    // Each row draws its year and reads it out month by month.
    expect(rows.every((row) => row.querySelector("svg path") && row.querySelectorAll("figcaption li").length === 12)).toBe(true);
  });
});

describe("the birdwatching page", () => {
  it.each(LANGUAGES)("links to the checklist in its language (%s)", (language) => {
    const links = [...page(pathOf("birdwatching", language)).querySelectorAll("main a")].map((link) => link.getAttribute("href"));
    expect(links).toContain(pathOf("bird-checklist", language));
  });
});
