import { businessConstants } from "../../lib/format/business-constants";
import { knownTokens } from "./known-tokens";
import { contentCopy, problemsOf } from "./test-support";

describe(knownTokens.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(knownTokens, contentCopy())).toEqual([]);
  });

  it("reports a token that is no business constant, listing the ones there are", () => {
    const content = contentCopy();
    content.faq.intro.en = "Stay {{nights}} nights";
    const tokens = Object.keys(businessConstants(content.site, "pt")).join(", ");
    expect(problemsOf(knownTokens, content)).toEqual([`content/faq.json › intro.en: expected only known {{tokens}} (${tokens}), got {{nights}}`]);
  });
});
