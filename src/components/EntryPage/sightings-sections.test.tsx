import { screen, within } from "@testing-library/react";
import React from "react";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import type { SpeciesSightings as Sightings } from "../../lib/routing/page-context";
import { renderWithI18n, strings } from "../../test-utils/render";
import { exactly } from "../../../tests/support/site-content";
import { SpeciesSightings, formatMonthYear, formatMonths } from "./SpeciesSightings";
import { TrailLikelySpecies, likelySpeciesName } from "./TrailLikelySpecies";

const zeros = Array.from({ length: 48 }, () => 0);
const year: Sightings = {
  shares: zeros.map((_, period) => (period === 16 ? 0.5 : 0)),
  checklists: zeros.map((_, period) => (period === 16 ? 2 : 0)),
  likelyMonths: [5, 6],
  lastSeen: "2026-10",
  trails: [{ name: { pt: "Trilha do Rio", en: "River Trail" }, paths: { pt: "/pt/trilhas/rio/", en: "/en/trails/river/" } }],
  sensitive: false,
};

/** A UI string of the fixture's locales, which the components are rendered with. */
function uiString(language: Language, key: string): string {
  const [namespace, dotted] = key.split(":") as [string, string];
  const value = dotted.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings(language, namespace));
  if (typeof value !== "string") throw new Error(`no string ${key}`);
  return value;
}

describe("formatMonthYear and formatMonths", () => {
  it("write a month without its day, and a readable list of months, in each language", () => {
    expect(formatMonthYear("2026-10", "pt")).toBe("outubro de 2026");
    expect(formatMonthYear("2026-10", "en")).toBe("October 2026");
    expect(formatMonths([5, 6, 7], "pt")).toBe("maio, junho e julho");
    expect(formatMonths([5, 6, 7], "en")).toBe("May, June and July");
  });
});

describe.each(LANGUAGES)("SpeciesSightings (%s)", (language) => {
  it("shows the year's bars, the best months, the last month seen and links to the trails it was recorded on", () => {
    const { container } = renderWithI18n(<SpeciesSightings name="tucanuçu" sightings={year} language={language} />, language);
    const section = screen.getByRole("region", { name: uiString(language, "wildlife:throughTheYear.heading") });
    expect(container.querySelector("svg path")).not.toBeNull();
    expect(section).toHaveTextContent(formatMonths([5, 6], language));
    expect(section).toHaveTextContent(formatMonthYear("2026-10", language));
    expect(within(section).getByRole("link", { name: exactly(year.trails[0]!.name[language]) })).toHaveAttribute("href", year.trails[0]!.paths[language]);
    expect(section).not.toHaveTextContent(uiString(language, "wildlife:throughTheYear.onProperty"));
  });

  it("says only 'recorded on the property' of a sensitive species, with no trail", () => {
    renderWithI18n(<SpeciesSightings name="tiê-bicudo" sightings={{ ...year, trails: [], sensitive: true }} language={language} />, language);
    const section = screen.getByRole("region", { name: uiString(language, "wildlife:throughTheYear.heading") });
    expect(section).toHaveTextContent(uiString(language, "wildlife:throughTheYear.onProperty"));
    expect(within(section).queryAllByRole("link")).toHaveLength(0);
  });
});

describe.each(LANGUAGES)("TrailLikelySpecies (%s)", (language) => {
  const species = [
    { scientificName: "Ramphastos toco", name: { pt: "tucanuçu", en: "Toco Toucan" }, paths: { pt: "/pt/guias/tucano/", en: "/en/guides/toucan/" } },
    { scientificName: "Piaya cayana", name: { pt: null, en: "Squirrel Cuckoo" }, paths: null },
  ];

  it("lists the month's likeliest species, linked where the site has a page, named by English and scientific name without a Portuguese one", () => {
    renderWithI18n(<TrailLikelySpecies species={species} month={5} language={language} />, language);
    const section = screen.getByRole("region", { name: uiString(language, "screens:trailEntry.likely.heading") });
    expect(within(section).getByRole("link", { name: exactly(likelySpeciesName(species[0]!, language)) })).toHaveAttribute(
      "href",
      species[0]!.paths?.[language],
    );
    expect(within(section).getAllByRole("link")).toHaveLength(1);
    expect(within(section).getByText(exactly(likelySpeciesName(species[1]!, language)))).toBeInTheDocument();
  });
});

describe("likelySpeciesName", () => {
  it("falls back to the English and scientific names where there is no Portuguese one", () => {
    const cuckoo = { scientificName: "Piaya cayana", name: { pt: null, en: "Squirrel Cuckoo" }, paths: null };
    expect(likelySpeciesName(cuckoo, "pt")).toBe("Squirrel Cuckoo (Piaya cayana)");
    expect(likelySpeciesName(cuckoo, "en")).toBe("Squirrel Cuckoo");
  });
});
