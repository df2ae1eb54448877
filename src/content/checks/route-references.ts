import { graphqlRoles } from "../content-fields";
import { describeValue } from "../problems";
import type { ContentCheck } from "./check";
import { visitCollections } from "./visit-collections";

export const routeReferences: ContentCheck = {
  name: "every link to a page names a route of routes.json",
  run({ content }, problems) {
    const routeIds = new Set(content.routes.map((route) => route.id));
    visitCollections(content, graphqlRoles, ({ role }, value, path, file) => {
      if (role === "route" && !routeIds.has(value as string)) {
        problems.push({ file, path, expected: `expected a route id from content/routes.json (${[...routeIds].join(", ")})`, got: describeValue(value) });
      }
    });
  },
};
