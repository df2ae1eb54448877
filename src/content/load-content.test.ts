import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CollectionName, Content } from "./collections";
import { collections } from "./collections";
import { CONTENT_DIR } from "./content-store";
import { FIXTURE_CONTENT_DIR } from "../test-utils/fixture-content";
import { loadContent } from "./load-content";
import { ContentValidationError, formatProblem } from "./problems";

/** A private copy of the fixture content (tests/fixtures/content/) that a test may break. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  return dir;
}

// Fixtures poke at arbitrary JSON whose shape each test knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function edit(dir: string, file: string, change: (json: Json) => void) {
  const target = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(target, "utf8"));
  change(json);
  fs.writeFileSync(target, JSON.stringify(json));
}

/** Like edit, typed by the collection's schema, for mistakes that keep the file's shape. */
function editCollection<K extends CollectionName>(dir: string, name: K, change: (value: Content[K]) => void) {
  const target = path.join(dir, collections[name].file);
  const value = JSON.parse(fs.readFileSync(target, "utf8")) as Content[K];
  change(value);
  fs.writeFileSync(target, JSON.stringify(value, null, 2));
}

function problemsOf(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe("content validation", () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(CONTENT_DIR)).toEqual([]);
  });

  it("leaves out the routes of a feature switched off, and only those", () => {
    const dir = contentCopy();
    const routeIds = () => loadContent(dir).routes.map((route) => route.id);
    expect(routeIds()).toContain("newsletter");
    editCollection(dir, "site", (site) => (site.featureFlags.enableNewsletter = false));
    expect(routeIds()).not.toContain("newsletter");
    expect(routeIds()).toEqual(
      loadContent(FIXTURE_CONTENT_DIR)
        .routes.filter((route) => route.id !== "newsletter")
        .map((route) => route.id),
    );
  });

  it("names file, JSON path, expectation and value for a wrong type", () => {
    const dir = contentCopy();
    edit(dir, "rooms.json", (rooms) => (rooms[0].guests.max = "four"));
    expect(problemsOf(dir)).toEqual(['content/rooms.json › [0].guests.max: expected a number, got "four"']);
  });

  it("reports an unknown enum value with the allowed ones", () => {
    const dir = contentCopy();
    edit(dir, "routes.json", (routes) => (routes[1].navGroup = "rooms"));
    expect(problemsOf(dir)).toEqual([
      'content/routes.json › [1].navGroup: expected one of "accommodation", "experiences", "conservation", "prepare", got "rooms"',
    ]);
  });

  it("reports a missing translation", () => {
    const dir = contentCopy();
    edit(dir, "home.json", (home) => delete home.hero.title.en);
    expect(problemsOf(dir)).toEqual(["content/home.json › hero.title.en: expected the English translation (text), got nothing"]);
  });

  it("reports an empty translation", () => {
    const dir = contentCopy();
    edit(dir, "routes.json", (routes) => (routes[2].title.pt = "  "));
    expect(problemsOf(dir)).toEqual(['content/routes.json › [2].title.pt: expected the Portuguese translation, not empty text, got "  "']);
  });

  it("reports an unknown route id", () => {
    const dir = contentCopy();
    edit(dir, "home.json", (home) => (home.experiences.items[0].route = "birding"));
    const [problem] = problemsOf(dir);
    expect(problem).toMatch(
      /^content\/home\.json › experiences\.items\[0\]\.route: expected a route id from content\/routes\.json \(home, accommodations, .*\), got "birding"$/,
    );
  });

  it("reports a missing image file", () => {
    const dir = contentCopy();
    edit(dir, "rooms.json", (rooms) => (rooms[3].images[1].file = "images/rooms/nowhere.jpg"));
    expect(problemsOf(dir)).toEqual([
      'content/rooms.json › [3].images[1].file: expected an image file that exists under content/, got "images/rooms/nowhere.jpg"',
    ]);
  });

  it("reports an image file that is not a picture", () => {
    const dir = contentCopy();
    fs.writeFileSync(path.join(dir, "images/about.jpg"), "not a picture");
    expect(problemsOf(dir)).toContain(
      'content/home.json › about.image: expected a readable .jpg picture (the file is empty, damaged or of another type), got "images/about.jpg"',
    );
  });

  it("reports the mistakes of the screen collections", () => {
    const dir = contentCopy();
    edit(dir, "pages.json", (pages) => {
      pages[0].sections[0].links = [{ label: { pt: "a", en: "b" }, route: "faq", url: "https://example.com" }];
    });
    edit(dir, "itineraries.json", (itineraries) => {
      itineraries[0].plan.pop();
    });
    edit(dir, "menu.json", (menu) => {
      menu.snacks[0].priceBRL = 7.5;
    });
    edit(dir, "trails.json", (trails) => {
      trails[0].difficulty = "hard";
    });
    edit(dir, "documents.json", (documents) => {
      documents[0].file = "documents/missing.pdf";
    });
    const problems = problemsOf(dir).join("\n");
    expect(problems).toContain("content/pages.json › [0].sections[0].links[0]: expected exactly one of route, url or siteLink");
    expect(problems).toContain("content/itineraries.json › [0]: expected one plan entry per day");
    expect(problems).toContain("content/menu.json › snacks[0].priceBRL: expected a whole number of reais");
    expect(problems).toContain('content/trails.json › [0].difficulty: expected one of "easy", "moderate", "difficult"');
  });

  it("reports a trail that lasts shorter or longer than the site's tours", () => {
    const dir = contentCopy();
    edit(dir, "trails.json", (trails) => {
      trails[0].durationHours = 1.5;
      trails[1].durationHours = 7;
    });
    const problems = problemsOf(dir).join("\n");
    expect(problems).toContain("content/trails.json › [0].durationHours: expected 2 to 6 hours (site.json › tourDurationHours), got 1.5");
    expect(problems).toContain("content/trails.json › [1].durationHours: expected 2 to 6 hours (site.json › tourDurationHours), got 7");
  });

  it("reports a missing document and a route without its written content", () => {
    const dir = contentCopy();
    edit(dir, "pages.json", (pages) => {
      pages.splice(
        pages.findIndex((p: { id: string }) => p.id === "lodge"),
        1,
      );
    });
    edit(dir, "documents.json", (documents) => {
      documents[0].file = "documents/missing.pdf";
    });
    const problems = problemsOf(dir);
    expect(problems).toContain('content/pages.json › (whole file): expected an entry with id "lodge" (route 2 uses template "page"), got nothing');
    expect(problems).toContain('content/documents.json › [0].file: expected a document file that exists under content/, got "documents/missing.pdf"');
  });

  it("reports a misspelt field and an unknown {{token}}", () => {
    const dir = contentCopy();
    edit(dir, "site.json", (site) => {
      site.bokingUrl = "https://booking.test/lodge";
      site.description.en = "Stay {{nights}} nights";
    });
    const problems = problemsOf(dir);
    expect(problems).toContain('content/site.json › bokingUrl: expected no such field (check its spelling), got "https://booking.test/lodge"');
    expect(problems).toHaveLength(1); // cross-checks wait until every file parses
  });

  it("lists every problem of every file at once", () => {
    const dir = contentCopy();
    edit(dir, "rooms.json", (rooms) => (rooms[0].guests = { min: 0, max: 4 }));
    edit(dir, "site.json", (site) => (site.checkInFrom = "4pm"));
    edit(dir, "testimonials.json", (items) => (items[0].date = "last year"));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/rooms\.json › \[0\]\.guests\.min: .*got 0/);
    expect(problems.join("\n")).toMatch(/site\.json › checkInFrom: expected a time as HH:MM, got "4pm"/);
    expect(problems.join("\n")).toMatch(/testimonials\.json › \[0\]\.date: expected a year \(2025\) or year-month \(2025-07\), got "last year"/);
  });

  it("reports broken JSON and missing files without giving up on the rest", () => {
    const dir = contentCopy();
    fs.writeFileSync(path.join(dir, "home.json"), '{ "hero": ');
    fs.rmSync(path.join(dir, "testimonials.json"));
    const problems = problemsOf(dir);
    expect(problems).toContain('content/home.json › hero: expected a value, got the end of the file at line 1, column 11\n  1 | { "hero": \n    |           ^');
    expect(problems).toContain("content/testimonials.json › (whole file): expected this file to exist, got nothing");
  });

  it("reports a UI string missing from one language", () => {
    const dir = contentCopy();
    edit(dir, "locales/en/common.json", (strings) => delete strings.nav.bookNow);
    expect(problemsOf(dir)).toEqual(["content/locales/en/common.json › nav.bookNow: expected the English translation (present in locales/pt), got nothing"]);
  });

  it("reports duplicate slugs and a redirect that would hide a page", () => {
    const dir = contentCopy();
    edit(dir, "routes.json", (routes) => (routes[3].slug.en = routes[2].slug.en));
    edit(dir, "redirects.json", (redirects) => redirects.push({ from: "/acomodacoes/", to: "home" }));
    const problems = problemsOf(dir).join("\n");
    expect(problems).toContain('content/routes.json › [3].slug.en: expected a slug not used before (first used at [2].slug.en), got "lodge"');
    expect(problems).toMatch(/redirects\.json › \[\d+\]\.from: expected an old path that is not a page of the site, got "\/acomodacoes\/"/);
  });

  it("reports a room id used twice instead of silently building one room fewer", () => {
    const dir = contentCopy();
    editCollection(dir, "rooms", (rooms) => (rooms[3]!.id = rooms[1]!.id));
    expect(problemsOf(dir)).toEqual(['content/rooms.json › [3].id: expected an id not used before (first used at [1].id), got "garden-bungalow"']);
  });

  it("reports a FAQ question id used in two groups", () => {
    const dir = contentCopy();
    editCollection(dir, "faq", (faq) => (faq.groups[3]!.items[0]!.id = faq.groups[1]!.items[1]!.id));
    expect(problemsOf(dir)).toEqual([
      'content/faq.json › groups[3].items[0].id: expected an id not used before (first used at groups[1].items[1].id), got "meals"',
    ]);
  });

  it("reports an empty list that a page is built around", () => {
    const dir = contentCopy();
    editCollection(dir, "gallery", (gallery) => gallery.splice(0));
    editCollection(dir, "faq", (faq) => faq.groups[0]!.items.splice(0));
    editCollection(dir, "menu", (menu) => menu.snacks.splice(0));
    expect(problemsOf(dir)).toEqual([
      "content/faq.json › groups[0].items: expected at least one question in this group, got an empty list",
      "content/menu.json › snacks: expected at least one snack (the menu lists them), got an empty list",
    ]);
    editCollection(dir, "faq", (faq) => faq.groups.splice(0, 1));
    editCollection(dir, "menu", (menu) => menu.snacks.push({ id: "pao-de-queijo", name: { pt: "Pão de queijo", en: "Cheese bread" }, priceBRL: 8 }));
    expect(problemsOf(dir)).toEqual(["content/gallery.json › (whole file): expected at least one photo (the gallery page shows them), got an empty list"]);
  });

  it("reports a search description longer than search results show", () => {
    const dir = contentCopy();
    editCollection(dir, "routes", (routes) => (routes[1]!.description.en = `${routes[1]!.description.en} ${"x".repeat(20)}`));
    expect(problemsOf(dir)).toEqual([
      "content/routes.json › [1].description.en: expected at most 160 characters (search results cut longer descriptions), got 173",
    ]);
  });

  it("names a byte-order mark, and a no-break space between values, with line and column", () => {
    const dir = contentCopy();
    const faq = path.join(dir, "faq.json");
    fs.writeFileSync(faq, `\ufeff${fs.readFileSync(faq, "utf8")}`);
    fs.writeFileSync(path.join(dir, "locales/en/common.json"), '{\n  "nav":\u00a0{}\n}\n');
    expect(problemsOf(dir)).toEqual([
      "content/faq.json › (whole file): expected valid JSON, got a byte-order mark (U+FEFF) at line 1, column 1: save the file as UTF-8 without BOM\n  1 | ·{\n    | ^",
      'content/locales/en/common.json › nav: expected a value, got a no-break space (U+00A0) at line 2, column 9: replace it with an ordinary space\n  2 |   "nav":·{}\n    |         ^',
    ]);
  });

  it("reports a field written twice, of which JSON would silently keep the last", () => {
    const dir = contentCopy();
    fs.writeFileSync(
      path.join(dir, "timeline.json"),
      fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, "timeline.json"), "utf8").replace(/"year": (\d+),/, '"year": $1, "year": 1990,'),
    );
    expect(problemsOf(dir)).toEqual([
      [
        "content/timeline.json › [0].year: expected this field once in its object (it is also at line 3, column 5, and only the last one would be kept), got a second one at line 3, column 19",
        '  3 |     "year": 1997, "year": 1990,',
        "    |                   ^",
      ].join("\n"),
    ]);
  });
});
