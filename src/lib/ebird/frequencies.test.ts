import { checklistFrequencies, likelyMonths, periodOf, recentSightings, trailMonthSpecies, type ChecklistInput, type SpeciesInput } from "./frequencies";

const TANAGER = "Conothraupis mesoleuca";
const HARPY = "Harpia harpyja";
const TOUCAN = "Ramphastos toco";
const SPECIES: SpeciesInput[] = [
  { scientificName: TOUCAN, commonName: "Toco Toucan", taxonomicOrder: 400 },
  { scientificName: HARPY, commonName: "Harpy Eagle", taxonomicOrder: 100 },
  { scientificName: TANAGER, commonName: "Cone-billed Tanager", taxonomicOrder: 900 },
  { scientificName: "Never recorded", commonName: "Nobody", taxonomicOrder: 1 },
];
const SENSITIVE = new Set([TANAGER]);

const checklist = (date: string, trail: string | null, species: string[], complete = true): ChecklistInput => ({ date, trail, species, complete });

// May 1–7 (period 16): three complete checklists; May 8 (period 17): one; June 22 (period 23): one, plus an incomplete one.
const CHECKLISTS: ChecklistInput[] = [
  checklist("2024-05-01", "jatoba", [TOUCAN, HARPY]),
  checklist("2024-05-07", "lagoa", [TOUCAN, TANAGER]),
  checklist("2025-05-03", null, [TOUCAN]),
  checklist("2025-05-08", "jatoba", [HARPY]),
  checklist("2025-06-22", "jatoba", [TANAGER]),
  checklist("2025-06-30", "lagoa", [HARPY], false),
];

describe("periodOf", () => {
  it.each([
    ["2025-01-01", 0],
    ["2025-01-07", 0],
    ["2025-01-08", 1],
    ["2025-01-21", 2],
    ["2025-01-22", 3],
    ["2025-02-28", 7],
    ["2025-12-31", 47],
  ])("puts %s in quarter-month %i", (date, period) => {
    expect(periodOf(date)).toBe(period);
  });
});

describe("checklistFrequencies", () => {
  const result = checklistFrequencies(CHECKLISTS, SPECIES, SENSITIVE);
  const of = (name: string) => result.species.find((entry) => entry.scientificName === name)!;

  it("counts the complete checklists of each quarter-month, and only those", () => {
    const expected = Array.from({ length: 48 }, () => 0);
    expected[16] = 3;
    expected[17] = 1;
    expected[23] = 1;
    expect(result.periodChecklists).toEqual(expected);
  });

  it("gives each species the exact share of each period's complete checklists that recorded it", () => {
    expect(of(TOUCAN).shares[16]).toBe(1);
    expect(of(HARPY).shares[16]).toBe(1 / 3);
    expect(of(HARPY).shares[17]).toBe(1);
    // The incomplete checklist of June 30 records it, but does not count for a share.
    expect(of(HARPY).shares[23]).toBe(0);
    expect(of(TANAGER).shares[16]).toBe(1 / 3);
    expect(of(TANAGER).shares[23]).toBe(1);
    expect(of(TOUCAN).shares.filter((value) => value > 0)).toEqual([1]);
  });

  it("gives each species its share of each month's complete checklists, over the month's four periods together", () => {
    const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, month) => values[month + 1] ?? 0);
    expect(result.monthChecklists).toEqual(months({ 5: 4, 6: 1 }));
    expect(of(TOUCAN).monthShares).toEqual(months({ 5: 3 / 4 }));
    expect(of(HARPY).monthShares).toEqual(months({ 5: 2 / 4 }));
    expect(of(TANAGER).monthShares).toEqual(months({ 5: 1 / 4, 6: 1 }));
  });

  it("lists the recorded species in taxonomic order, each with its months most likely and last month seen", () => {
    expect(result.species.map((entry) => entry.scientificName)).toEqual([HARPY, TOUCAN, TANAGER]);
    // May: Harpy on 2 of 4 complete checklists; June: 0 of 1 (the incomplete one does not count).
    expect(of(HARPY).likelyMonths).toEqual([5]);
    // Tanager: May 1 of 4, June 1 of 1; May is under half of June's share.
    expect(of(TANAGER).likelyMonths).toEqual([6]);
    expect(of(HARPY).lastSeen).toBe("2025-06");
    expect(result.latestDate).toBe("2025-06-30");
  });

  it("names the trails of a species, never those of a sensitive one", () => {
    expect(of(HARPY).trails).toEqual(["jatoba", "lagoa"]);
    expect(of(TOUCAN).trails).toEqual(["jatoba", "lagoa"]);
    expect(of(TANAGER)).toMatchObject({ trails: [], sensitive: true, lastSeen: "2025-06" });
  });

  it("has nothing without checklists", () => {
    expect(checklistFrequencies([], SPECIES, SENSITIVE)).toEqual({
      periodChecklists: Array.from({ length: 48 }, () => 0),
      monthChecklists: Array.from({ length: 12 }, () => 0),
      species: [],
      latestDate: null,
    });
  });
});

describe("likelyMonths", () => {
  it("takes every month at least half as likely as the best, none for a species never on a complete checklist", () => {
    const checklists = [10, 10, 10, 0, 0, 0, 0, 0, 0, 0, 0, 4];
    expect(likelyMonths([8, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2], checklists)).toEqual([1, 2, 12]);
    expect(
      likelyMonths(
        Array.from({ length: 12 }, () => 0),
        checklists,
      ),
    ).toEqual([]);
  });
});

describe("trailMonthSpecies", () => {
  it("ranks a trail's species in a month by their share of its complete checklists, leaving sensitive species out", () => {
    expect(trailMonthSpecies(CHECKLISTS, "jatoba", 5, SENSITIVE)).toEqual([
      { scientificName: HARPY, share: 1 },
      { scientificName: TOUCAN, share: 1 / 2 },
    ]);
    expect(trailMonthSpecies(CHECKLISTS, "lagoa", 5, SENSITIVE)).toEqual([{ scientificName: TOUCAN, share: 1 }]);
    expect(trailMonthSpecies(CHECKLISTS, "jatoba", 6, SENSITIVE)).toEqual([]);
  });
});

describe("recentSightings", () => {
  it("groups the last 30 days' species by trail, up to and including the date, and puts sensitive ones only on the property", () => {
    expect(recentSightings(CHECKLISTS, "2025-06-30", SENSITIVE)).toEqual({ byTrail: { lagoa: [HARPY] }, onProperty: [TANAGER] });
    // 30 days up to June 1: May 3 is in, May 2 would not be.
    expect(recentSightings(CHECKLISTS, "2025-06-01", SENSITIVE)).toEqual({ byTrail: { jatoba: [HARPY] }, onProperty: [TOUCAN] });
    expect(recentSightings(CHECKLISTS, "2025-06-02", SENSITIVE)).toEqual({ byTrail: { jatoba: [HARPY] }, onProperty: [] });
  });
});
