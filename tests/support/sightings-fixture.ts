import type { Content } from "../../src/content/collections";
import type { ChecklistInput } from "../../src/lib/ebird/frequencies";
import { publishedFromChecklists, type PublishedSightings } from "../../src/server/sightings/published-sightings";

/**
 * A small checklist computed by the real code from checklists of the site's own content (its first
 * two trails and first three birds, the last of them sensitive), for tests that need a build with
 * records but no database: which pages exist, what links where. Content-derived, so an editor's
 * change keeps it valid.
 */
export function fixtureSightings(content: Pick<Content, "trails" | "birds">, asOf = "2026-01-20"): PublishedSightings {
  const [first, second] = content.trails.map((trail) => trail.id);
  const birds = content.birds.slice(0, 3);
  const names = birds.map((bird) => bird.scientificName);
  const [a = "", b = "", sensitive = ""] = names;
  const checklist = (date: string, trail: string | null, species: string[]): ChecklistInput => ({ date, trail, species, complete: true });
  const checklists = [
    checklist("2025-01-03", first ?? null, [a, sensitive]),
    checklist("2025-01-10", second ?? null, [a, b]),
    checklist("2025-07-20", null, [b]),
    checklist(asOf, first ?? null, [a]),
  ];
  return publishedFromChecklists(
    checklists,
    birds.map((bird, index) => ({ scientificName: bird.scientificName, commonName: bird.name.en, taxonomicOrder: index + 1 })),
    {
      trails: new Map([
        ["L1", first ?? null],
        ["L2", second ?? null],
      ]),
      sensitive: new Set([sensitive]),
      names: new Map(birds.map((bird) => [bird.scientificName, bird.name])),
      asOf,
    },
  );
}
