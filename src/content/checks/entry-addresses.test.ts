import { entryAddresses } from "./entry-addresses";
import { contentCopy, problemsOf } from "./test-support";

describe(entryAddresses.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(entryAddresses, contentCopy())).toEqual([]);
  });

  it("reports an id or slug that another collection of the same listing already uses", () => {
    const content = contentCopy();
    const bird = content.birds[0]!;
    content.mammals[1]!.id = bird.id;
    content.mammals[2]!.slug.en = bird.slug.en;
    expect(problemsOf(entryAddresses, content)).toEqual([
      `content/mammals.json › [1].id: expected an id not used by another entry of the same page (first used at content/birds.json › [0].id), got "${bird.id}"`,
      `content/mammals.json › [2].slug.en: expected a slug not used by another entry of the same page (first used at content/birds.json › [0].slug.en), got "${bird.slug.en}"`,
    ]);
  });

  it("reports an old slug that is a current one, or that two entries claim", () => {
    const content = contentCopy();
    content.birds[0]!.formerSlugs = { pt: [content.birds[1]!.slug.pt, "antigo"] };
    content.birds[2]!.formerSlugs = { pt: ["antigo"] };
    expect(problemsOf(entryAddresses, content)).toEqual([
      `content/birds.json › [0].formerSlugs.pt[0]: expected an old slug that is no entry's current slug, got "${content.birds[1]!.slug.pt}"`,
      'content/birds.json › [2].formerSlugs.pt[0]: expected an old slug not used by another entry of the same page (first used at content/birds.json › [0].formerSlugs.pt[1]), got "antigo"',
    ]);
  });
});
