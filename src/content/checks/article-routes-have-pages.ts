import { collections } from "../collections";
import { ARTICLE_TEMPLATES } from "../route-schema";
import type { ContentCheck } from "./check";

export const articleRoutesHavePages: ContentCheck = {
  name: "every route whose template shows written content has it in pages.json",
  run({ content }, problems) {
    const pageIds = new Set(content.pages.map((page) => page.id));
    content.routes.forEach((route, index) => {
      if (ARTICLE_TEMPLATES.has(route.template) && !pageIds.has(route.id)) {
        problems.push({
          file: collections.pages.file,
          path: [],
          expected: `expected an entry with id "${route.id}" (route ${index} uses template "${route.template}")`,
          got: "nothing",
        });
      }
    });
  },
};
