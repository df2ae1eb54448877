import { collections } from "../collections";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";

export const announcedSection: ContentCheck = {
  name: "the popup announces a section of a written page",
  run({ content }, problems) {
    const { route, section } = content.site.announcement;
    const page = content.pages.find((entry) => entry.id === route);
    if (!page) {
      // A route that is missing altogether is the route-reference check's to report.
      if (content.routes.some((entry) => entry.id === route)) {
        problems.push({
          file: collections.site.file,
          path: ["announcement", "route"],
          expected: `expected a route with a written page in content/${collections.pages.file} (${content.pages.map((entry) => entry.id).join(", ")})`,
          got: describeValue(route),
        });
      }
      return;
    }
    const sections = page.sections ?? [];
    if (!sections.some((entry) => entry.id === section)) {
      problems.push({
        file: collections.site.file,
        path: ["announcement", "section"],
        expected: `expected the id of a section of the page ${route} (${sections.map((entry) => entry.id).join(", ")})`,
        got: describeValue(section),
      });
    }
  },
};
