import { collections, type CollectionName } from "../collections";
import { uniqueFields } from "../content-rules";
import { arrayElement, objectShape, unwrap } from "../schema-walk";
import { z } from "zod";
import { contentCopy, problemsOf } from "./test-support";
import { uniquenessScope, uniqueValues } from "./unique-values";

describe(uniqueValues.name, () => {
  it("accepts the site's own content", () => {
    expect(problemsOf(uniqueValues, contentCopy())).toEqual([]);
  });

  it("reports a room id used twice, which would make one room overwrite another", () => {
    const content = contentCopy();
    const last = content.rooms.length - 1;
    content.rooms[last]!.id = content.rooms[0]!.id;
    expect(problemsOf(uniqueValues, content)).toEqual([
      `content/rooms.json › [${last}].id: expected an id not used before (first used at [0].id), got "${content.rooms[0]!.id}"`,
    ]);
  });

  it("reports repeated ids of testimonials, FAQ groups and apartments", () => {
    const content = contentCopy();
    // Entries are copied in where the content has fewer than two, so the test holds whatever the editors keep.
    if (content.testimonials.length < 2) content.testimonials.push({ ...content.testimonials[0]!, id: "another-testimonial" });
    const roomWithUnits = content.rooms.findIndex((room) => (room.units?.length ?? 0) > 0);
    const units = content.rooms[roomWithUnits]!.units!;
    if (units.length < 2) units.push({ ...units[0]!, id: "another-unit" });
    content.testimonials[1]!.id = content.testimonials[0]!.id;
    content.faq.groups[1]!.id = content.faq.groups[0]!.id;
    units[1]!.id = units[0]!.id;
    expect(problemsOf(uniqueValues, content)).toEqual([
      `content/rooms.json › [${roomWithUnits}].units[1].id: expected an id not used before (first used at [${roomWithUnits}].units[0].id), got "${units[0]!.id}"`,
      `content/testimonials.json › [1].id: expected an id not used before (first used at [0].id), got "${content.testimonials[0]!.id}"`,
      `content/faq.json › groups[1].id: expected an id not used before (first used at groups[0].id), got "${content.faq.groups[0]!.id}"`,
    ]);
  });

  it("reports a FAQ question id used in two groups: all questions share one page, where the id is an anchor", () => {
    const content = contentCopy();
    content.faq.groups[3]!.items[0]!.id = "meals";
    expect(problemsOf(uniqueValues, content)).toEqual([
      'content/faq.json › groups[3].items[0].id: expected an id not used before (first used at groups[1].items[1].id), got "meals"',
    ]);
  });

  it("lets two pages of pages.json reuse a section id, but not one page", () => {
    const content = contentCopy();
    const [lodge, gastronomy] = content.pages;
    gastronomy!.sections![0]!.id = lodge!.sections![0]!.id;
    expect(problemsOf(uniqueValues, content)).toEqual([]);
    lodge!.sections![1]!.id = lodge!.sections![0]!.id;
    expect(problemsOf(uniqueValues, content)).toEqual([
      'content/pages.json › [0].sections[1].id: expected an id not used before (first used at [0].sections[0].id), got "main-house"',
    ]);
  });

  it("reports a menu item id repeated in another group of the same list", () => {
    const content = contentCopy();
    content.menu.drinks[1]!.items[0]!.id = "suco-laranja";
    expect(problemsOf(uniqueValues, content)).toEqual([
      'content/menu.json › drinks[1].items[0].id: expected an id not used before (first used at drinks[0].items[0].id), got "suco-laranja"',
    ]);
  });

  it("reports a repeated press number", () => {
    const content = contentCopy();
    content.press[6]!.id = 2;
    expect(problemsOf(uniqueValues, content)).toEqual(["content/press.json › [6].id: expected an id not used before (first used at [1].id), got 2"]);
  });

  it("keeps the route table's checks: route ids, slugs per language, redirect paths", () => {
    const content = contentCopy();
    content.routes[4]!.id = "lodge";
    content.routes[3]!.slug.en = content.routes[2]!.slug.en;
    content.routes[3]!.slug.pt = content.routes[2]!.slug.en; // "lodge" in both languages: no clash across languages
    content.redirects.push({ ...content.redirects[0]! });
    expect(problemsOf(uniqueValues, content)).toEqual([
      'content/routes.json › [3].slug.pt: expected a slug not used before (first used at [2].slug.pt), got "lodge"',
      'content/routes.json › [3].slug.en: expected a slug not used before (first used at [2].slug.en), got "lodge"',
      'content/routes.json › [4].id: expected an id not used before (first used at [2].id), got "lodge"',
      `content/redirects.json › [${content.redirects.length - 1}].from: expected a path not used before (first used at [0].from), got "/about-4/"`,
    ]);
  });
});

describe(uniquenessScope, () => {
  it("compares entries of a list file with each other, and a nested list within its entry", () => {
    expect(uniquenessScope([3, "id"], true)).toBe("[]/id");
    expect(uniquenessScope([3, "slug", "en"], true)).toBe("[]/slug/en");
    expect(uniquenessScope([2, "units", 1, "id"], true)).toBe("2/units/[]/id");
  });
  it("compares a single-object file's nested lists across the whole file", () => {
    expect(uniquenessScope(["groups", 1, "items", 2, "id"], false)).toBe("groups/[]/items/[]/id");
  });
});

type Schema = z.core.$ZodType;

/** Places of list entries that have an `id` field not marked unique, as "file › path[].id". */
function unmarkedIds(schema: Schema, at: string, found: string[]): void {
  const { inner } = unwrap(schema);
  const element = arrayElement(inner);
  if (element) {
    const entry = unwrap(element).inner;
    const idField = objectShape(entry)?.id;
    if (idField && !uniqueFields.get(unwrap(idField).inner)) found.push(`${at}[].id`);
    unmarkedIds(entry, `${at}[]`, found);
    return;
  }
  for (const [key, field] of Object.entries(objectShape(inner) ?? {})) unmarkedIds(field, at === "" ? key : `${at}.${key}`, found);
}

describe("the schemas", () => {
  it("are searched for unmarked ids in nested lists too", () => {
    const found: string[] = [];
    unmarkedIds(z.strictObject({ groups: z.array(z.strictObject({ items: z.array(z.strictObject({ id: z.string() })) })) }), "", found);
    expect(found).toEqual(["groups[].items[].id"]);
  });

  it("mark the id of every list entry as unique, so a new collection is checked without a list kept by hand", () => {
    const found: string[] = [];
    for (const name of Object.keys(collections) as CollectionName[]) {
      const inFile: string[] = [];
      unmarkedIds(collections[name].schema, "", inFile);
      found.push(...inFile.map((place) => `${collections[name].file} › ${place}`));
    }
    expect(found).toEqual([]);
  });
});
