import { checklistFrequencies, type ChecklistInput } from "../lib/ebird/frequencies";
import type { PublishedSightings } from "../server/sightings/published-sightings";

// Three species: one the site names in both languages, one sensitive, one with no Portuguese name.
const checklists: ChecklistInput[] = [
  { date: "2025-01-04", complete: true, trail: "jatoba", species: ["Ramphastos toco", "Harpia harpyja", "Crypturellus undulatus"] },
  { date: "2025-02-11", complete: true, trail: "jatoba", species: ["Ramphastos toco"] },
  { date: "2025-11-20", complete: true, trail: "jatoba", species: ["Ramphastos toco", "Crypturellus undulatus"] },
  { date: "2025-12-02", complete: false, trail: "jatoba", species: ["Ramphastos toco"] },
];
const frequencies = checklistFrequencies(
  checklists,
  [
    { scientificName: "Ramphastos toco", commonName: "Toco Toucan", taxonomicOrder: 30 },
    { scientificName: "Harpia harpyja", commonName: "Harpy Eagle", taxonomicOrder: 20 },
    { scientificName: "Crypturellus undulatus", commonName: "Undulated Tinamou", taxonomicOrder: 10 },
  ],
  new Set(["Harpia harpyja"]),
);
/** A small published checklist: three species over four checklists on one trail. */
export const published: PublishedSightings = {
  frequencies,
  recent: { byTrail: {}, onProperty: [] },
  names: [
    { scientificName: "Crypturellus undulatus", pt: null, en: "Undulated Tinamou" },
    { scientificName: "Harpia harpyja", pt: "gavião-real", en: "Harpy Eagle" },
    { scientificName: "Ramphastos toco", pt: "tucano-toco", en: "Toco Toucan" },
  ],
  trailMonths: {},
  asOf: "2025-12-10",
};
