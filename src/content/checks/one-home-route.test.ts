import { oneHomeRoute } from "./one-home-route";
import { contentCopy, problemsOf } from "./test-support";

describe(oneHomeRoute.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(oneHomeRoute, contentCopy())).toEqual([]);
  });

  it("reports a second home route", () => {
    const content = contentCopy();
    content.routes[1]!.template = "home";
    expect(problemsOf(oneHomeRoute, content)).toEqual([
      'content/routes.json › (whole file): expected exactly one route with template "home" and empty slugs, got 2',
    ]);
  });

  it("reports a home route with a slug", () => {
    const content = contentCopy();
    content.routes[0]!.slug.en = "home";
    expect(problemsOf(oneHomeRoute, content)).toEqual([
      'content/routes.json › (whole file): expected exactly one route with template "home" and empty slugs, got 1',
    ]);
  });
});
