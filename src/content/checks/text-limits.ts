import { businessConstants, interpolateConstants, tokensIn } from "../../lib/format/business-constants";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { textLimits } from "../content-rules";
import type { ContentCheck } from "./check";
import { visitCollections } from "./visit-collections";

/**
 * Lengths are measured as readers see the text, with its {{tokens}} filled in: "{{birdSpecies}}" takes
 * 15 characters in the file and 4 ("590+") on the page. The limits themselves are in the schemas.
 */
export const textLengths: ContentCheck = {
  name: "every text with a length limit fits it",
  run({ content }, problems) {
    const constants = Object.fromEntries(LANGUAGES.map((language) => [language, businessConstants(content.site, language)])) as Record<
      Language,
      Record<string, string>
    >;
    visitCollections(content, textLimits, ({ max, why }, value, at, file) => {
      // A limited field is a translation pair, or plain text that reads the same in both languages.
      const texts: Array<[PropertyKey[], string, Language]> =
        typeof value === "string"
          ? [[at, value, "pt"]]
          : LANGUAGES.map((language) => [[...at, language], (value as Record<Language, string>)[language], language]);
      for (const [path, written, language] of texts) {
        const length = Array.from(interpolateConstants(written, constants[language])).length;
        if (length <= max) continue;
        const got = tokensIn(written).length > 0 ? `${length} with its {{tokens}} filled in` : `${length}`;
        problems.push({ file, path, expected: `expected at most ${max} characters (${why})`, got });
      }
    });
  },
};
