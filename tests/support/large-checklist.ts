import type { ChecklistInput, SpeciesInput } from "../../src/lib/ebird/frequencies";
import { publishedFromChecklists, type PublishedSightings } from "../../src/server/sightings/published-sightings";

/** A deterministic pseudo-random sequence, so the generated checklist is the same on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The checklists of `largeChecklist`, before they are computed: the species and each checklist's date, trail and species. */
export interface LargeChecklistInputs {
  species: SpeciesInput[];
  checklists: ChecklistInput[];
}

/**
 * A lodge's records at the scale the checklist must hold: `species` species over `checklists`
 * complete checklists of about 15 records each (300,000 records for 20,000), spread over the years
 * and the trails, some species common all year, most seasonal or rare.
 */
export function largeChecklistInputs(species = 600, checklists = 20_000, trails = ["trail-a", "trail-b", "trail-c"]): LargeChecklistInputs {
  const random = sequence(28);
  const all: SpeciesInput[] = Array.from({ length: species }, (_, index) => ({
    scientificName: `Genus${index} species${index}`,
    commonName: `Generated Tropical Bird ${index}`,
    taxonomicOrder: index + 1,
  }));
  // Each species' likelihood on a checklist, and the month it peaks in: a few are everywhere, most are rare.
  const traits = all.map(() => ({ weight: 0.02 + random() ** 3, peak: Math.floor(random() * 12) }));
  const inputs: ChecklistInput[] = Array.from({ length: checklists }, () => {
    const month = Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const date = `${2015 + Math.floor(random() * 11)}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    const seen = all.filter((_, index) => {
      const { weight, peak } = traits[index]!;
      const season = 1 - Math.min(Math.abs(month - peak), 12 - Math.abs(month - peak)) / 6;
      return random() < weight * season * 0.12;
    });
    return {
      date,
      complete: random() < 0.9,
      trail: trails[Math.floor(random() * (trails.length + 1))] ?? null,
      species: seen.map((entry) => entry.scientificName),
    };
  });
  return { species: all, checklists: inputs };
}

/** The records of `largeChecklistInputs` computed into the checklist, half of the species with a Portuguese name. */
export function largeChecklist(species = 600, checklists = 20_000, trails = ["trail-a", "trail-b", "trail-c"]): PublishedSightings {
  const { species: all, checklists: inputs } = largeChecklistInputs(species, checklists, trails);
  return publishedFromChecklists(inputs, all, {
    trails: new Map(trails.map((trail, index) => [`L${index}`, trail])),
    sensitive: new Set([all[5]!.scientificName]),
    names: new Map(
      all
        .filter((_, index) => index % 2 === 0)
        .map((entry) => [entry.scientificName, { pt: `ave gerada número ${entry.taxonomicOrder}`, en: entry.commonName }]),
    ),
    asOf: "2026-11-20",
  });
}
