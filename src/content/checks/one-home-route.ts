import { collections } from "../collections";
import type { ContentCheck } from "./check";

export const oneHomeRoute: ContentCheck = {
  name: "exactly one route is the home page, at the site's root",
  run({ content }, problems) {
    const homes = content.routes.filter((route) => route.template === "home");
    if (homes.length !== 1 || homes[0]?.slug.pt !== "" || homes[0]?.slug.en !== "") {
      problems.push({
        file: collections.routes.file,
        path: [],
        expected: 'expected exactly one route with template "home" and empty slugs',
        got: `${homes.length}`,
      });
    }
  },
};
