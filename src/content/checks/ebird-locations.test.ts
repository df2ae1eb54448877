import { ebirdLocations } from "./ebird-locations";
import { contentCopy, problemsOf } from "./test-support";

describe(ebirdLocations.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(ebirdLocations, contentCopy())).toEqual([]);
  });

  it("reports a trail that does not exist and a Location ID listed twice", () => {
    const content = contentCopy();
    const [first] = content.site.ebirdLocations;
    if (!first) throw new Error("the fixture lists the lodge's eBird locations");
    content.site.ebirdLocations.push({ ...first, trail: "no-such-trail" });
    const index = content.site.ebirdLocations.length - 1;
    expect(problemsOf(ebirdLocations, content)).toEqual([
      `content/site.json › ebirdLocations[${index}].trail: expected the id of a trail in trails.json, or null, got "no-such-trail"`,
      `content/site.json › ebirdLocations[${index}].locationId: expected each eBird Location ID once, got "${first.locationId}"`,
    ]);
  });
});
