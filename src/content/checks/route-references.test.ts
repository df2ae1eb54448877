import { routeReferences } from "./route-references";
import { contentCopy, problemsOf } from "./test-support";

describe(routeReferences.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(routeReferences, contentCopy())).toEqual([]);
  });

  it("reports a link to a route that does not exist, listing the routes there are", () => {
    const content = contentCopy();
    content.home.experiences.items[0]!.route = "birding";
    const routeIds = content.routes.map((route) => route.id).join(", ");
    expect(problemsOf(routeReferences, content)).toEqual([
      `content/home.json › experiences.items[0].route: expected a route id from content/routes.json (${routeIds}), got "birding"`,
    ]);
  });
});
