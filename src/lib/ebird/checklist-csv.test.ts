import { checklistCsv, type ChecklistCsvHeadings } from "./checklist-csv";
import { checklistFrequencies, type ChecklistInput } from "./frequencies";

const HEADINGS: ChecklistCsvHeadings = { seen: "Seen", portugueseName: "PT", englishName: "EN", scientificName: "Scientific", likelyMonths: "Months" };

const checklists: ChecklistInput[] = [
  { date: "2025-05-02", complete: true, trail: "jatoba", species: ["Ramphastos toco", "Harpia harpyja"] },
  { date: "2025-09-10", complete: true, trail: null, species: ["Ramphastos toco"] },
];
const frequencies = checklistFrequencies(
  checklists,
  [
    { scientificName: "Ramphastos toco", commonName: "Toco Toucan", taxonomicOrder: 2 },
    { scientificName: "Harpia harpyja", commonName: '=HYPERLINK("x")', taxonomicOrder: 1 },
  ],
  new Set(),
);

describe("checklistCsv", () => {
  it("lists the species in taxonomic order with a column to tick, both names, the scientific one and the months most likely", () => {
    const csv = checklistCsv(frequencies, [{ scientificName: "Ramphastos toco", pt: "tucano-toco", en: "Toco Toucan" }], "pt", HEADINGS);
    expect(csv.split("\r\n")).toEqual([
      '"Seen","PT","EN","Scientific","Months"',
      // No Portuguese name on the site: the cell stays empty; eBird's name is never run as a formula.
      '"","","\'=HYPERLINK(""x"")","Harpia harpyja","maio"',
      '"","tucano-toco","Toco Toucan","Ramphastos toco","maio, setembro"',
      "",
    ]);
  });

  it("names the months in the file's language", () => {
    expect(checklistCsv(frequencies, [], "en", HEADINGS)).toContain('"Ramphastos toco","May, September"');
  });
});
