import type { Content } from "../collections";
import { pageListsNotEmpty } from "./page-lists";
import { contentCopy, problemsOf } from "./test-support";

describe(pageListsNotEmpty.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(pageListsNotEmpty, contentCopy())).toEqual([]);
  });

  it.each<[keyof Content, string]>([
    ["rooms", "content/rooms.json › (whole file): expected at least one room (the accommodations page lists them), got an empty list"],
    [
      "testimonials",
      "content/testimonials.json › (whole file): expected at least one testimonial (the home page's reviews section shows them), got an empty list",
    ],
    ["gallery", "content/gallery.json › (whole file): expected at least one photo (the gallery page shows them), got an empty list"],
    ["timeline", "content/timeline.json › (whole file): expected at least one entry (the history page shows the timeline), got an empty list"],
    ["trails", "content/trails.json › (whole file): expected at least one trail (the trails page lists them), got an empty list"],
    ["itineraries", "content/itineraries.json › (whole file): expected at least one itinerary (the trails page suggests them), got an empty list"],
    ["birds", "content/birds.json › (whole file): expected at least one species (the field-guide pages list them), got an empty list"],
    ["mammals", "content/mammals.json › (whole file): expected at least one species (the field-guide pages list them), got an empty list"],
    ["primates", "content/primates.json › (whole file): expected at least one primate (the primates page lists them), got an empty list"],
    ["press", "content/press.json › (whole file): expected at least one press item (the press page lists them), got an empty list"],
    ["documents", "content/documents.json › (whole file): expected at least one document (the documents page lists them), got an empty list"],
  ])("reports an empty %s list", (name, message) => {
    const content = contentCopy();
    (content[name] as unknown[]).length = 0;
    expect(problemsOf(pageListsNotEmpty, content)).toEqual([message]);
  });

  it("lets lists that no page is built around be empty", () => {
    const content = contentCopy();
    content.redirects = [];
    expect(problemsOf(pageListsNotEmpty, content)).toEqual([]);
  });
});
