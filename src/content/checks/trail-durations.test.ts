import { contentCopy, problemsOf } from "./test-support";
import { trailDurations } from "./trail-durations";

describe(trailDurations.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(trailDurations, contentCopy())).toEqual([]);
  });

  it("reports trails shorter or longer than the site's tours", () => {
    const content = contentCopy();
    content.trails[0]!.durationHours = 1.5;
    content.trails[1]!.durationHours = 7;
    expect(problemsOf(trailDurations, content)).toEqual([
      "content/trails.json › [0].durationHours: expected 2 to 6 hours (site.json › tourDurationHours), got 1.5",
      "content/trails.json › [1].durationHours: expected 2 to 6 hours (site.json › tourDurationHours), got 7",
    ]);
  });
});
