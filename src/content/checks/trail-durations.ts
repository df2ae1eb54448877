import { collections } from "../collections";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";

/**
 * Tours last between the site's shortest and longest tour; a trail outside that would contradict the
 * FAQ and the home page, which quote the same range.
 */
export const trailDurations: ContentCheck = {
  name: "every trail lasts within the site's tour hours",
  run({ content }, problems) {
    const { min, max } = content.site.tourDurationHours;
    content.trails.forEach((trail, index) => {
      if (trail.durationHours < min || trail.durationHours > max) {
        problems.push({
          file: collections.trails.file,
          path: [index, "durationHours"],
          expected: `expected ${min} to ${max} hours (site.json › tourDurationHours)`,
          got: describeValue(trail.durationHours),
        });
      }
    });
  },
};
