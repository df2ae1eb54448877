import { walkShareText, type ShareContext, type ShareLabels } from "./share-text";
import type { Language } from "../../lib/i18n/languages";
import { WalkExportError, type Walk, type WalkSpecies } from "./walk";

/** The page passes its own strings (content/locales/<language>/fieldKit.json); these are the test's. */
const SHARE_LABELS: Record<Language, ShareLabels> = {
  pt: {
    language: "pt",
    noTrail: "Aves vistas fora das trilhas",
    present: "presente",
    speciesCount: (count) => (count === 0 ? "Nenhuma espécie" : count === 1 ? "1 espécie" : `${count} espécies`),
  },
  en: {
    language: "en",
    noTrail: "Birds seen off the trails",
    present: "present",
    // "species" is its own plural.
    speciesCount: (count) => (count === 0 ? "No species" : `${count} species`),
  },
};

const SPECIES: WalkSpecies[] = [
  { id: "undtin1", scientificName: "Crypturellus undulatus", commonName: "Undulated Tinamou", localName: { pt: "jaó", en: "Undulated Tinamou" } },
  { id: "tottou1", scientificName: "Ramphastos toco", commonName: "Toco Toucan", localName: { pt: "tucano-toco", en: "Toco Toucan" } },
  { id: "olieel1", scientificName: "Elaenia mesoleuca", commonName: "Olivaceous Elaenia", localName: { pt: "tuque", en: "Olivaceous Elaenia" } },
];

// 23:30 UTC on the 28th is 19:30 on the 28th at the lodge, and 01:05 UTC on the 29th is 21:05 on the 28th.
const WALK: Walk = {
  id: "walk-1",
  trailId: "jatoba",
  startedAt: "2026-11-28T23:30:00Z",
  finishedAt: "2026-11-29T01:05:29Z",
  ticks: [
    { speciesId: "olieel1", count: 1200 },
    { speciesId: "tottou1", count: null },
    { speciesId: "undtin1", count: 1 },
  ],
  observers: 2,
  allReported: true,
  comments: "",
};

const CONTEXT: ShareContext = { species: SPECIES, trail: { localName: { pt: "Trilha do Jatobá", en: "Jatobá Trail" } } };

describe("walkShareText", () => {
  it("writes the trail, the lodge's date and hours, the species count and each species in Portuguese", () => {
    expect(walkShareText(WALK, CONTEXT, SHARE_LABELS.pt)).toBe(
      [
        "Trilha do Jatobá",
        "28 de novembro de 2026, 19:30–21:05",
        "3 espécies",
        "",
        "jaó (Crypturellus undulatus): 1",
        "tucano-toco (Ramphastos toco): presente",
        "tuque (Elaenia mesoleuca): 1.200",
      ].join("\n"),
    );
  });

  it("writes the same walk in English, with the site's British date", () => {
    expect(walkShareText(WALK, CONTEXT, SHARE_LABELS.en)).toBe(
      [
        "Jatobá Trail",
        "28 November 2026, 19:30–21:05",
        "3 species",
        "",
        "Undulated Tinamou (Crypturellus undulatus): 1",
        "Toco Toucan (Ramphastos toco): present",
        "Olivaceous Elaenia (Elaenia mesoleuca): 1,200",
      ].join("\n"),
    );
  });

  it("titles a walk without a trail, and gives only the start of a walk still under way", () => {
    const walk: Walk = { ...WALK, trailId: null, finishedAt: null, ticks: [{ speciesId: "tottou1", count: 2 }] };
    expect(walkShareText(walk, { ...CONTEXT, trail: null }, SHARE_LABELS.pt)).toBe(
      ["Aves vistas fora das trilhas", "28 de novembro de 2026, 19:30", "1 espécie", "", "tucano-toco (Ramphastos toco): 2"].join("\n"),
    );
    expect(walkShareText(walk, { ...CONTEXT, trail: null }, SHARE_LABELS.en)).toBe(
      ["Birds seen off the trails", "28 November 2026, 19:30", "1 species", "", "Toco Toucan (Ramphastos toco): 2"].join("\n"),
    );
  });

  it("says so when nothing is ticked yet, with no empty list after it", () => {
    const walk: Walk = { ...WALK, finishedAt: null, ticks: [] };
    expect(walkShareText(walk, CONTEXT, SHARE_LABELS.pt)).toBe(["Trilha do Jatobá", "28 de novembro de 2026, 19:30", "Nenhuma espécie"].join("\n"));
    expect(walkShareText(walk, CONTEXT, SHARE_LABELS.en)).toBe(["Jatobá Trail", "28 November 2026, 19:30", "No species"].join("\n"));
  });

  it("takes the caller's own words", () => {
    const labels = { language: "en" as const, noTrail: "Veranda", present: "seen", speciesCount: (count: number) => `${count} birds` };
    expect(walkShareText({ ...WALK, ticks: [{ speciesId: "tottou1", count: null }] }, { ...CONTEXT, trail: null }, labels)).toBe(
      ["Veranda", "28 November 2026, 19:30–21:05", "1 birds", "", "Toco Toucan (Ramphastos toco): seen"].join("\n"),
    );
  });

  it.each<[string, Walk, WalkExportError]>([
    [
      "a species not in the list",
      { ...WALK, ticks: [{ speciesId: "harpy", count: 1 }] },
      new WalkExportError("unknownSpecies", 'walk walk-1: species "harpy" is not in the species list'),
    ],
    [
      "a count that is not a whole number above zero",
      { ...WALK, ticks: [{ speciesId: "tottou1", count: 0 }] },
      new WalkExportError("count", 'walk walk-1: the count of "tottou1" is 0, not a whole number above zero or null'),
    ],
    [
      "a walk finished before it started",
      { ...WALK, finishedAt: "2026-11-28T23:00:00Z" },
      new WalkExportError("finishedBeforeStarted", "walk walk-1 finished (2026-11-28T23:00:00Z) before it started (2026-11-28T23:30:00Z)"),
    ],
  ])("refuses %s, naming the cause", (_case, walk, error) => {
    let thrown: unknown;
    try {
      walkShareText(walk, CONTEXT, SHARE_LABELS.pt);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(WalkExportError);
    expect(thrown).toMatchObject({ problem: error.problem, message: error.message });
  });
});
