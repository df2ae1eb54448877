/** @jest-environment node */
import fs from "node:fs";
import { entryBarePath, entryPath, listedEntries, listingOf, type ListedEntry } from "../../src/content/entry-pages";
import { roomCapacity } from "../../src/components/RoomCard/capacity";
import { LANGUAGES, otherLanguage, type Language } from "../../src/lib/i18n/languages";
import { roomEnquiryPath } from "../../src/lib/routing/booking";
import { localizedPath } from "../../src/lib/routing/routes";
import { DESCRIPTION_MAX, NOINDEX_ROBOTS, PAGE_TITLE_MAX, pageTitle, snippet, TITLE_SEPARATOR } from "../../src/lib/seo/seo";
import { attr, content, fileFor, jsonLd, page, pathOf, PUBLIC_DIR, siteUrl, testBuildData, text, uiString } from "./helpers";

/**
 * Every entry of the collections that have pages of their own, derived from content/: an editor's
 * added species is walked like the others. What the page must show comes from the entry itself.
 */
const entries = listedEntries(content);
const cases = entries.flatMap((entry) => LANGUAGES.map((language) => [`${entry.collection}/${entry.id}`, language, entry] as const));

/** The entry's record in its collection file (names, description…). */
function recordOf(entry: ListedEntry) {
  const record = content[entry.collection].find((candidate) => candidate.id === entry.id);
  if (!record) throw new Error(`no ${entry.id} in ${entry.collection}`);
  return record;
}

const speciesOf = (entry: ListedEntry) => [...content.birds, ...content.primates, ...content.mammals].find((species) => species.id === entry.id);
const byId = (id: string) => entries.find((entry) => entry.id === id && entry.listing.id === listingOf("birds"));

const sitemap = fs.readFileSync(`${PUBLIC_DIR}/sitemap-0.xml`, "utf8");

const neighbours = (entry: ListedEntry) => {
  const siblings = entries.filter((other) => other.listing.id === entry.listing.id);
  const index = siblings.indexOf(entry);
  return { previous: siblings[index - 1], next: siblings[index + 1] };
};

describe("entry pages", () => {
  it("exist for the collections with pages of their own", () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(new Set(entries.map((entry) => entry.collection))).toEqual(new Set(["birds", "primates", "mammals", "trails", "rooms", "press"]));
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))("%s has its page in each language and the bare Portuguese copy", (_id, entry) => {
    for (const language of LANGUAGES) expect(fs.existsSync(fileFor(entryPath(entry, language)))).toBe(true);
    const bare = page(entryBarePath(entry));
    expect(attr(bare, 'link[rel="canonical"]', "href")).toBe(siteUrl + entryPath(entry, "pt"));
  });
});

describe.each(cases)("the page of %s (%s)", (_name, language: Language, entry) => {
  const path = entryPath(entry, language);
  const root = page(path);
  const record = recordOf(entry);
  const name = text("name" in record ? record.name : record.title, language);

  it("is titled by the entry's name, within the search results' limits, and described by its own text", () => {
    expect(root.querySelector("h1")?.textContent).toBe(name);
    const title = root.querySelector("title")?.textContent ?? "";
    expect(title).toBe(pageTitle(snippet(name, PAGE_TITLE_MAX), content.site.productName, text(content.site.tagline, language)));
    expect(title.split(TITLE_SEPARATOR)[0]!.length).toBeLessThanOrEqual(PAGE_TITLE_MAX);
    const description = attr(root, 'meta[name="description"]', "content") ?? "";
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text(record.description, language).startsWith(description.replace(/…$/, ""))).toBe(true);
  });

  it("has its canonical, hreflang pairs with x-default, an Open Graph image, and a sitemap entry", () => {
    expect(attr(root, 'link[rel="canonical"]', "href")).toBe(siteUrl + path);
    expect(attr(root, 'link[rel="alternate"][hreflang="pt-BR"]', "href")).toBe(siteUrl + entryPath(entry, "pt"));
    expect(attr(root, 'link[rel="alternate"][hreflang="en"]', "href")).toBe(siteUrl + entryPath(entry, "en"));
    expect(attr(root, 'link[rel="alternate"][hreflang="x-default"]', "href")).toBe(siteUrl + entryPath(entry, "en"));
    expect(attr(root, 'meta[property="og:image"]', "content")).toMatch(new RegExp(`^${siteUrl}/static/.+\\.(jpg|png|webp)$`));
    expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  });

  it("has breadcrumbs through its listing", () => {
    const crumbs = jsonLd(root).find((item) => item["@type"] === "BreadcrumbList")?.["itemListElement"] as Array<{ name: string; item: string }>;
    expect(crumbs.map((crumb) => crumb.item)).toEqual([siteUrl + `/${language}/`, siteUrl + localizedPath(entry.listing, language), siteUrl + path]);
    expect(crumbs.at(-1)?.name).toBe(name);
  });

  it("leads to the previous and next entry of its listing, back to the listing, and the toggle to its counterpart", () => {
    const { previous, next } = neighbours(entry);
    expect(attr(root, 'main a[rel="prev"]', "href")).toBe(previous && entryPath(previous, language));
    expect(attr(root, 'main a[rel="next"]', "href")).toBe(next && entryPath(next, language));
    expect(root.querySelectorAll("main a").some((link) => link.getAttribute("href") === localizedPath(entry.listing, language))).toBe(true);
    expect(attr(root, `header a[hreflang="${otherLanguage(language) === "pt" ? "pt-BR" : "en"}"]`, "href")).toBe(entryPath(entry, otherLanguage(language)));
  });

  it("is linked from its listing's card", () => {
    const listing = page(localizedPath(entry.listing, language));
    const link = listing.querySelectorAll("main h3 a").find((anchor) => anchor.getAttribute("href") === path);
    expect(link?.textContent).toBe(name);
  });
});

const speciesCases = cases.filter(([, , entry]) => ["birds", "primates", "mammals"].includes(entry.collection));
const roomCases = cases.filter(([, , entry]) => entry.collection === "rooms");
const pressCases = cases.filter(([, , entry]) => entry.collection === "press");
const trailCases = cases.filter(([, , entry]) => entry.collection === "trails");

describe.each(speciesCases)("the species page of %s (%s)", (_name, language: Language, entry) => {
  const root = page(entryPath(entry, language));
  const species = speciesOf(entry)!;
  const main = root.querySelector("main")?.textContent.replace(/\s+/g, " ") ?? "";

  it("is described for search engines as a Taxon with both names", () => {
    expect(jsonLd(root).find((item) => item["@type"] === "Taxon")).toMatchObject({
      name: species.scientificName,
      taxonRank: "species",
      alternateName: [text(species.name, language), text(species.name, otherLanguage(language))],
      url: siteUrl + entryPath(entry, language),
    });
  });

  it("shows its other name, scientific name, status spelled out, description and where to look", () => {
    expect(main).toContain(species.scientificName);
    expect(main).toContain(text(species.name, otherLanguage(language)));
    expect(main).toContain(text(species.description, language));
    if (species.status) expect(main).toContain(uiString(language, `wildlife:status.${species.status}`));
    if (species.whereToLook) expect(main).toContain(text(species.whereToLook, language));
    else if (entry.related.trailIds.length === 0) expect(main).not.toContain(uiString(language, "wildlife:whereToLook"));
  });

  it("links to the trails it is seen on and the species seen on them, as the trails' lists say", () => {
    const trails = content.trails.filter((trail) => trail.species?.includes(String(entry.id)));
    const links = root.querySelectorAll("main a").map((link) => link.getAttribute("href"));
    for (const trail of trails)
      expect(links).toContain(
        entryPath(
          entries.find((other) => other.collection === "trails" && other.id === trail.id)!,
          language,
        ),
      );
    const fellows = new Set(trails.flatMap((trail) => trail.species ?? []).filter((id) => id !== entry.id));
    for (const id of fellows) expect(links).toContain(entryPath(byId(id)!, language));
  });
});

describe.each(trailCases)("the trail page of %s (%s)", (_name, language: Language, entry) => {
  const root = page(entryPath(entry, language));
  const trail = content.trails.find((candidate) => candidate.id === entry.id)!;
  const main = root.querySelector("main")?.textContent.replace(/\s+/g, " ") ?? "";

  it("is described for search engines as a TouristAttraction of the lodge", () => {
    expect(jsonLd(root).find((item) => item["@type"] === "TouristAttraction")).toMatchObject({
      name: text(trail.name, language),
      url: siteUrl + entryPath(entry, language),
      containedInPlace: { "@id": `${siteUrl}/#lodge` },
    });
  });

  it("shows its difficulty, how it is walked or paddled, and its description", () => {
    expect(main).toContain(uiString(language, `screens:trails.difficulties.${trail.difficulty}`));
    expect(main).toContain(uiString(language, `screens:trails.modes.${trail.mode}`));
    expect(main).toContain(text(trail.description, language));
  });

  it("links to each species it lists, which links back", () => {
    const links = root.querySelectorAll("main a").map((link) => link.getAttribute("href"));
    for (const id of trail.species ?? []) {
      const species = byId(id)!;
      expect(links).toContain(entryPath(species, language));
      const back = page(entryPath(species, language))
        .querySelectorAll("main a")
        .map((link) => link.getAttribute("href"));
      expect(back).toContain(entryPath(entry, language));
    }
    if (!trail.species?.length) expect(main).not.toContain(uiString(language, "screens:trailEntry.species"));
  });
});

describe.each(roomCases)("the room page of %s (%s)", (_name, language: Language, entry) => {
  const root = page(entryPath(entry, language));
  const room = content.rooms.find((candidate) => candidate.id === entry.id)!;
  const main = root.querySelector("main")?.textContent.replace(/\s+/g, " ") ?? "";

  it("is described for search engines as a HotelRoom of the lodge, with its occupancy and pictures", () => {
    const capacity = roomCapacity({ guests: room.guests ?? null, apartments: room.units ?? [] });
    const data = jsonLd(root).find((item) => item["@type"] === "HotelRoom");
    expect(data).toMatchObject({ name: text(room.name, language), containedInPlace: { "@id": `${siteUrl}/#lodge` } });
    expect(data?.["occupancy"]).toMatchObject({ minValue: capacity?.min, maxValue: capacity?.max });
    expect(data?.["image"]).toHaveLength(room.images.length);
    expect(attr(root, 'meta[property="og:image"]', "content")).toBe((data?.["image"] as string[])[0]);
  });

  it("shows its view, whom it suits, highlights and every picture", () => {
    expect(main).toContain(text(room.view, language));
    expect(main).toContain(text(room.ideal, language));
    for (const highlight of room.highlights) expect(main).toContain(text(highlight, language));
    const alts = root.querySelectorAll("main img").map((image) => image.getAttribute("alt"));
    for (const image of room.images) expect(alts).toContain(text(image.alt, language));
  });

  it("asks about it in the booking enquiry's copy built with the room chosen, which needs no script", () => {
    const ask = root.querySelectorAll("main a").find((link) => link.textContent === uiString(language, "accommodations:askAboutRoom"));
    const enquiry = roomEnquiryPath(pathOf("booking-enquiry", language), room.id);
    expect(ask?.getAttribute("href")).toBe(enquiry);
    const form = page(enquiry);
    expect(form.querySelectorAll('select[name="stay"] option[selected]').map((option) => option.getAttribute("value"))).toEqual([`room:${room.id}`]);
    // A post without script comes back to this copy, the room still chosen.
    expect(form.querySelector('input[name="from"]')?.getAttribute("value")).toBe(enquiry);
    expect(attr(form, 'meta[name="robots"]', "content")).toBe(NOINDEX_ROBOTS);
    expect(sitemap).not.toContain(`${siteUrl}${enquiry}<`);
  });
});

describe.each(pressCases)("the press page of %s (%s)", (_name, language: Language, entry) => {
  const root = page(entryPath(entry, language));
  const item = content.press.find((candidate) => candidate.id === entry.id)!;
  const main = root.querySelector("main")?.textContent.replace(/\s+/g, " ") ?? "";

  it("is described for search engines as a NewsArticle with its publisher", () => {
    expect(jsonLd(root).find((data) => data["@type"] === "NewsArticle")).toMatchObject({
      headline: text(item.title, language),
      publisher: { "@type": "Organization", name: item.source },
      datePublished: String(item.year),
      ...(item.url && { isBasedOn: item.url }),
    });
  });

  it("shows its source, year, full text and the original", () => {
    expect(main).toContain(item.source);
    expect(main).toContain(String(item.year));
    for (const paragraph of item.fullContent ?? []) expect(main).toContain(text(paragraph, language));
    const links = root.querySelectorAll("main a").map((link) => link.getAttribute("href"));
    if (item.url) expect(links).toContain(item.url);
  });
});

/**
 * The test build publishes the seed's eBird exports (tests/support/seed-gallery.ts), whose places the
 * seed puts on the site's first two trails: a species page gains its year at the lodge exactly when the
 * published checklist has its scientific name.
 */
const recordedNames = new Set(testBuildData().published?.frequencies.species.map((species) => species.scientificName));
const yearCases = cases.filter(([, , entry]) => entry.template === "species-entry");

describe.each(yearCases)("the year at the lodge on the page of %s (%s)", (_name, language: Language, entry) => {
  const root = page(entryPath(entry, language));
  const species = speciesOf(entry)!;
  const heading = uiString(language, "wildlife:throughTheYear.heading");
  const section = root.querySelectorAll("main section").find((candidate) => candidate.querySelector("h2")?.textContent === heading);

  it("is shown exactly when the lodge's records have the species, with its bars and its last month, never a day", () => {
    expect(section !== undefined).toBe(recordedNames.has(species.scientificName));
    if (!section) return;
    expect(section.querySelector("svg path")?.getAttribute("d")).toMatch(/^M/);
    expect(section.textContent).not.toMatch(/\b\d{1,2} de \w+ de \d{4}|\b\d{1,2} \w+ \d{4}/);
  });

  it("says only 'recorded on the property' of a sensitive species, naming no trail", () => {
    if (!section || !content.site.sensitiveSpecies.includes(species.scientificName)) return;
    expect(section.textContent).toContain(uiString(language, "wildlife:throughTheYear.onProperty"));
    expect(section.querySelectorAll("a")).toHaveLength(0);
  });
});
