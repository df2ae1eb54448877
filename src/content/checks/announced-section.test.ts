import { announcedSection } from "./announced-section";
import { contentCopy, problemsOf } from "./test-support";

describe(announcedSection.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(announcedSection, contentCopy())).toEqual([]);
  });

  it("reports a section its page does not have, listing the ones it has", () => {
    const content = contentCopy();
    content.site.announcement.section = "tower";
    const [problem, ...others] = problemsOf(announcedSection, content);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^content\/site\.json › announcement\.section: expected the id of a section of the page lodge \(.*\btowers\b.*\), got "tower"$/);
  });

  it("reports a route without a written page, and leaves an unknown route to the route check", () => {
    const content = contentCopy();
    content.site.announcement.route = "faq";
    expect(problemsOf(announcedSection, content)).toEqual([
      expect.stringMatching(
        /^content\/site\.json › announcement\.route: expected a route with a written page in content\/pages\.json \(lodge, .*\), got "faq"$/,
      ),
    ]);
    content.site.announcement.route = "no-such-page";
    expect(problemsOf(announcedSection, content)).toEqual([]);
  });
});
