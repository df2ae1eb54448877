import { pagesBelongToRoutes } from "./pages-belong-to-routes";
import { contentCopy, problemsOf } from "./test-support";

describe(pagesBelongToRoutes.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(pagesBelongToRoutes, contentCopy())).toEqual([]);
  });

  it("reports written content for a route that does not exist", () => {
    const content = contentCopy();
    content.pages[0]!.id = "lodging";
    expect(problemsOf(pagesBelongToRoutes, content)).toEqual(['content/pages.json › [0].id: expected the id of a route in content/routes.json, got "lodging"']);
  });
});
