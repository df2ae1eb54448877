import { contentCopy, problemsOf } from "./test-support";
import { textLengths } from "./text-limits";

const letters = (count: number) => "a".repeat(count);

describe(textLengths.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(textLengths, contentCopy())).toEqual([]);
  });

  it("reports a search description longer than search results show, with the limit and the reason", () => {
    const content = contentCopy();
    content.routes[1]!.description.en = letters(173);
    expect(problemsOf(textLengths, content)).toEqual([
      "content/routes.json › [1].description.en: expected at most 160 characters (search results cut longer descriptions), got 173",
    ]);
  });

  it("measures text with its {{tokens}} filled in, as readers see it", () => {
    const content = contentCopy();
    // 15 characters in the file, "590+" on the page: 145 + 4 = 149 fits, 157 + 4 = 161 does not.
    content.routes[1]!.description.pt = `${letters(145)}{{birdSpecies}}`;
    expect(problemsOf(textLengths, content)).toEqual([]);
    content.routes[1]!.description.pt = `${letters(157)}{{birdSpecies}}`;
    expect(problemsOf(textLengths, content)).toEqual([
      "content/routes.json › [1].description.pt: expected at most 160 characters (search results cut longer descriptions), got 161 with its {{tokens}} filled in",
    ]);
  });

  it("counts characters, not UTF-16 units", () => {
    const content = contentCopy();
    content.routes[1]!.title.pt = "🦜".repeat(45);
    expect(problemsOf(textLengths, content)).toEqual([]);
  });

  it("reports overlong page titles, menu labels and card titles", () => {
    const content = contentCopy();
    content.routes[2]!.title.pt = letters(46);
    content.routes[2]!.navLabel.en = letters(31);
    content.rooms[0]!.name.en = letters(41);
    content.home.experiences.items[0]!.title.pt = letters(41);
    content.trails[0]!.name.pt = letters(41);
    content.itineraries[0]!.title.en = letters(41);
    content.documents[0]!.title.pt = letters(41);
    content.birds[0]!.name.en = letters(41);
    content.primates[0]!.name.pt = letters(41);
    const titleReason = "search results show about 60 characters of a title, and the lodge's name follows it";
    const card = "expected at most 40 characters (a card shows about two lines of title), got 41";
    expect(problemsOf(textLengths, content)).toEqual([
      `content/routes.json › [2].title.pt: expected at most 45 characters (${titleReason}), got 46`,
      "content/routes.json › [2].navLabel.en: expected at most 30 characters (menus show a label on one line), got 31",
      `content/home.json › experiences.items[0].title.pt: ${card}`,
      `content/rooms.json › [0].name.en: ${card}`,
      `content/birds.json › [0].name.en: ${card}`,
      `content/primates.json › [0].name.pt: ${card}`,
      `content/trails.json › [0].name.pt: ${card}`,
      `content/itineraries.json › [0].title.en: ${card}`,
      `content/documents.json › [0].title.pt: ${card}`,
    ]);
  });
});
