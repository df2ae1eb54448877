import { businessConstants, tokensIn } from "../../lib/format/business-constants";
import { LANGUAGES } from "../../lib/i18n/languages";
import { graphqlRoles } from "../content-fields";
import type { ContentCheck } from "./check";
import { visitCollections } from "./visit-collections";

export const knownTokens: ContentCheck = {
  name: "every {{token}} in text names a business constant of site.json",
  run({ content }, problems) {
    const tokens = new Set(Object.keys(businessConstants(content.site, "pt")));
    visitCollections(content, graphqlRoles, ({ role }, value, at, file) => {
      if (role !== "localized") return;
      for (const language of LANGUAGES) {
        for (const token of tokensIn((value as Record<string, string>)[language] ?? "")) {
          if (!tokens.has(token)) {
            problems.push({ file, path: [...at, language], expected: `expected only known {{tokens}} (${[...tokens].join(", ")})`, got: `{{${token}}}` });
          }
        }
      }
    });
  },
};
