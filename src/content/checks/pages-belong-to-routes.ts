import { collections } from "../collections";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";

export const pagesBelongToRoutes: ContentCheck = {
  name: "every written screen of pages.json belongs to a route",
  run({ content }, problems) {
    const routeIds = new Set(content.routes.map((route) => route.id));
    content.pages.forEach((entry, index) => {
      if (!routeIds.has(entry.id)) {
        problems.push({
          file: collections.pages.file,
          path: [index, "id"],
          expected: "expected the id of a route in content/routes.json",
          got: describeValue(entry.id),
        });
      }
    });
  },
};
