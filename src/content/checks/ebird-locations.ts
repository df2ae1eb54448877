import { collections } from "../collections";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";

/**
 * Each of the lodge's eBird locations names a trail that exists (or none), and each Location ID is
 * listed once: a record must belong to one place, or the checklist's per-trail counts would disagree.
 */
export const ebirdLocations: ContentCheck = {
  name: "the lodge's eBird locations name existing trails, each location once",
  run({ content }, problems) {
    const trails = new Set(content.trails.map((trail) => trail.id));
    const seen = new Set<string>();
    content.site.ebirdLocations.forEach((location, index) => {
      if (location.trail !== null && !trails.has(location.trail)) {
        problems.push({
          file: collections.site.file,
          path: ["ebirdLocations", index, "trail"],
          expected: `expected the id of a trail in ${collections.trails.file}, or null`,
          got: describeValue(location.trail),
        });
      }
      if (seen.has(location.locationId)) {
        problems.push({
          file: collections.site.file,
          path: ["ebirdLocations", index, "locationId"],
          expected: "expected each eBird Location ID once",
          got: describeValue(location.locationId),
        });
      }
      seen.add(location.locationId);
    });
  },
};
