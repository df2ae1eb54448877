import fs from "node:fs";
import path from "node:path";
import { businessConstants, formatBRL } from "../../src/lib/format/business-constants";
import { LANGUAGES, type Language } from "../../src/lib/i18n/languages";
import { formatDistance, formatDuration, formatFileSize } from "../../src/lib/format/measures";
import { CONTENT_DIR } from "../../src/content/content-store";
import { snackBandLabel, snackBand } from "../../src/lib/format/menu";
import { localizedPath } from "../../src/lib/routing/routes";
import { siteLinkTarget } from "../../src/lib/routing/site-links";
import { content, fileFor, jsonLd, mainText, page, pathOf, text } from "./helpers";

const { site, pages, birds, mammals, primates, trails, itineraries, timeline, press, gallery, documents, menu, globalBigDay } = content;
const strings = (language: Language, namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/locales/${language}/${namespace}.json`), "utf8")) as Record<
    string,
    Record<string, Record<string, string>>
  >;
const constants = (language: Language) => businessConstants(site, language);
/** The route table as a page query gives it, paths in one language. */
const routePaths = (language: Language) => content.routes.map((route) => ({ routeId: route.id, path: localizedPath(route, language) }));
/** Where a site link goes on a page in `language`; null while its address is unset in site.json (no link then). */
const siteLinkHref = (name: string, language: Language) => siteLinkTarget(name, site, routePaths(language))?.href ?? null;
const hrefsOf = (urlPath: string) =>
  page(urlPath)
    .querySelectorAll("main a")
    .map((a) => a.getAttribute("href"));

describe.each(LANGUAGES)("written screens (%s)", (language) => {
  it.each(pages.map((p) => p.id))("%s shows its introduction, key facts, sections and links (none whose address is unset)", (id) => {
    const entry = pages.find((p) => p.id === id)!;
    const urlPath = pathOf(id, language);
    const shown = mainText(urlPath);
    for (const paragraph of entry.intro) expect(shown).toContain(text(paragraph, language));
    for (const fact of entry.facts ?? []) expect(shown).toContain(`${text(fact.label, language)}${text(fact.value, language)}`);
    const hrefs = hrefsOf(urlPath);
    const labels = page(urlPath)
      .querySelectorAll("main a")
      .map((a) => a.textContent);
    for (const section of entry.sections ?? []) {
      expect(shown).toContain(text(section.heading, language));
      for (const paragraph of section.body) expect(shown).toContain(text(paragraph, language));
      for (const item of section.items ?? []) expect(shown).toContain(text(item, language));
      for (const link of section.links ?? []) {
        const href = link.route ? pathOf(link.route, language) : (link.url ?? siteLinkHref(link.siteLink!, language));
        if (href) expect(hrefs).toContain(href);
        else expect(labels.filter((label) => label.includes(text(link.label, language)))).toEqual([]);
      }
    }
  });

  it("gastronomy gives the meal times and early meal price of site config, and links to the menu", () => {
    const shown = mainText(pathOf("gastronomy", language));
    for (const key of ["breakfast", "lunch", "dinner", "earlyMealPrice", "checkIn"]) expect(shown).toContain(constants(language)[key]);
    expect(hrefsOf(pathOf("gastronomy", language))).toContain(pathOf("menu", language));
  });

  it("boat safari gives its duration, departures and capacity from site config", () => {
    const shown = mainText(pathOf("boat-safari", language));
    const c = constants(language);
    for (const key of ["boatSafariHours", "boatSafariDepartures", "boatSafariCapacity"]) expect(shown).toContain(c[key]);
    // Each departure of site.json, read as a clock: "07:00" shows as 7:00, with no digit before it.
    for (const departure of site.boatSafari.departures) expect(c.boatSafariDepartures).toMatch(new RegExp(`(^|\\D)${departure.replace(/^0(?=\d)/, "")}`));
  });

  it("corporate events state the mini-wedding limit from site config", () => {
    expect(mainText(pathOf("corporate-events", language))).toContain(`${site.miniWeddingMaxGuests}`);
  });

  it("birdwatching gives the species count, the departure, each highlight bird with its scientific name, and the hotspot link once set", () => {
    const urlPath = pathOf("birdwatching", language);
    const shown = mainText(urlPath);
    expect(shown).toContain(constants(language).birdSpecies);
    expect(shown).toContain(constants(language).birdingDeparture);
    for (const bird of birds) {
      expect(shown).toContain(bird.name[language]);
      expect(shown).toContain(bird.scientificName);
    }
    if (site.birdHotspotUrl) expect(hrefsOf(urlPath)).toContain(site.birdHotspotUrl);
    else expect(hrefsOf(urlPath).filter((href) => href?.includes("ebird"))).toEqual([]); // the sentence stays, without a link
  });

  it("primates shows every species with all names, description and status with its meaning, and the best season", () => {
    const shown = mainText(pathOf("primates", language));
    const wildlife = strings(language, "wildlife");
    expect(primates).toHaveLength(Number(constants(language).primateSpecies));
    for (const primate of primates) {
      for (const value of [primate.name.pt, primate.name.en, primate.scientificName, text(primate.description, language)]) expect(shown).toContain(value);
      expect(shown).toContain(`${primate.status} ${wildlife.status![primate.status]}`);
    }
    expect(shown).toContain(constants(language).primateSeason);
  });

  it("field guides list every bird, primate and mammal with scientific names", () => {
    const shown = mainText(pathOf("field-guides", language));
    for (const species of [...birds, ...primates, ...mammals]) expect(shown).toContain(species.scientificName);
  });

  it("trails show every trail with duration, distance, difficulty and mode in the lodge's labels", () => {
    const shown = mainText(pathOf("trails", language));
    const labels = strings(language, "screens").trails!;
    // In the file's order, each at its anchor.
    const root = page(pathOf("trails", language));
    expect(root.querySelectorAll("#trail-list li[id^='trail-']").map((li) => li.id)).toEqual(trails.map((t) => `trail-${t.id}`));
    for (const trail of trails) {
      expect(shown).toContain(text(trail.name, language));
      expect(shown).toContain(text(trail.description, language));
      expect(shown).toContain(formatDuration(trail.durationHours));
      expect(shown).toContain(formatDistance(trail.distanceKm, language));
      expect(shown).toContain((labels.difficulties as unknown as Record<string, string>)[trail.difficulty]);
      expect(shown).toContain((labels.modes as unknown as Record<string, string>)[trail.mode]);
    }
  });

  it("trails offer every itinerary, day by day", () => {
    const root = page(pathOf("trails", language));
    for (const itinerary of itineraries) {
      const details = root.querySelector(`#itinerary-${itinerary.id}`);
      expect(details?.tagName).toBe("DETAILS");
      expect(details?.querySelectorAll("ol > li")).toHaveLength(itinerary.days);
      for (const day of itinerary.plan) expect(details?.textContent).toContain(text(day.title, language));
    }
  });

  it("our history shows the timeline in year order", () => {
    const root = page(pathOf("history", language));
    const years = root.querySelectorAll("main ol time").map((t) => Number(t.getAttribute("datetime")));
    expect(years).toEqual(timeline.map((e) => e.year).sort((a, b) => a - b));
    for (const entry of timeline) expect(mainText(pathOf("history", language))).toContain(text(entry.title, language));
  });

  it("media press shows every item with source and year, collapsed full texts, original links and exclusive items (watch button once set)", () => {
    const urlPath = pathOf("media-press", language);
    const root = page(urlPath);
    const labels = strings(language, "screens").press!;
    expect(root.querySelectorAll("li[id^='press-']")).toHaveLength(press.length);
    for (const item of press) {
      const card = root.querySelector(`#press-${item.id}`);
      expect(card?.textContent).toContain(text(item.title, language));
      expect(card?.textContent).toContain(`${item.source} · ${item.year}`);
      const toggle = card?.querySelector("button[aria-expanded]");
      if (item.fullContent) {
        expect(toggle?.getAttribute("aria-expanded")).toBe("false");
        expect(toggle?.textContent).toContain(labels.readMore);
        const full = card?.querySelector(`[id="${toggle?.getAttribute("aria-controls")}"]`);
        expect(full?.hasAttribute("hidden")).toBe(true);
        expect(full?.textContent).toContain(text(item.fullContent[0]!, language));
      } else expect(toggle).toBeNull();
      const hrefs = card?.querySelectorAll("a").map((a) => a.getAttribute("href")) ?? [];
      if (item.url) expect(hrefs).toContain(item.url);
      if (item.exclusive) {
        expect(card?.textContent).toContain(labels.exclusive);
        if (item.watchUrl) expect(hrefs).toContain(item.watchUrl);
        else expect(card?.textContent).not.toContain(labels.watch);
      }
    }
  });

  it("the gallery shows every photo as a button that opens it, with its alt text", () => {
    const root = page(pathOf("gallery", language));
    const buttons = root.querySelectorAll("main ul button");
    // The lodge's photos and the one guest photo the test build approved (tests/support/seed-gallery.ts).
    expect(buttons).toHaveLength(gallery.length + 1);
    const alts = root.querySelectorAll("main ul button img[data-main-image]").map((img) => img.getAttribute("alt"));
    for (const photo of gallery) expect(alts).toContain(text(photo.alt, language));
  });

  it("documents link every file of content/documents.json, which exists in the build, with its format and size", () => {
    const root = page(pathOf("documents", language));
    const links = root.querySelectorAll("main a[download]");
    expect(links).toHaveLength(documents.length);
    for (const document of documents) {
      const name = path.basename(document.file);
      const link = links.find((a) => a.getAttribute("href")?.endsWith(`/${name}`));
      const source = fs.readFileSync(path.join(CONTENT_DIR, document.file));
      expect(fs.readFileSync(fileFor(link?.getAttribute("href") ?? "")).equals(source)).toBe(true);
      // The format from the file's extension (PDF, CSV, TXT) and its size, as the page words them.
      expect(link?.textContent).toContain(`(${path.extname(name).slice(1).toUpperCase()}, ${formatFileSize(source.length, language)})`);
    }
  });

  it("the menu is standalone, with three tabs, snacks under their price bands, and the wine list", () => {
    const urlPath = pathOf("menu", language);
    const root = page(urlPath);
    expect(root.querySelector("header nav, footer")).toBeNull();
    expect(root.querySelectorAll('[role="tab"]').map((tab) => tab.textContent)).toEqual(
      ["snacks", "drinks", "eats"].map((tab) => (strings(language, "menu").tabs as unknown as Record<string, string>)[tab]),
    );
    const snackPanel = root.querySelector("#panel-snacks")!;
    for (const snack of menu.snacks) {
      const band = snackBand(snack.priceBRL, menu.snackPriceBands);
      const group = snackPanel.querySelector(`[aria-labelledby="band-${band}"]`);
      expect(group?.querySelector("h2")?.textContent).toBe(snackBandLabel(band, menu.snackPriceBands, language));
      expect(group?.textContent).toContain(text(snack.name, language));
      expect(group?.textContent).toContain(formatBRL(snack.priceBRL, language));
    }
    const drinks = root.querySelector("#panel-drinks")!.textContent;
    for (const wine of menu.wines) expect(drinks).toContain(wine.name);
    for (const group of menu.eats) expect(root.querySelector("#panel-eats")!.textContent).toContain(text(group.heading, language));
  });

  it("Global Big Day tells its story in three image-and-text sections with their links (text alone while a link's address is unset)", () => {
    const urlPath = pathOf("global-big-day", language);
    const root = page(urlPath);
    expect(root.querySelector("h1")?.textContent).toBe(text(globalBigDay.title, language));
    const sections = root.querySelectorAll("main section[id]").filter((s) => globalBigDay.sections.some((g) => g.id === s.id));
    expect(sections).toHaveLength(globalBigDay.sections.length);
    for (const [index, section] of sections.entries()) {
      const source = globalBigDay.sections[index]!;
      expect(section.querySelector("img[data-main-image]")?.getAttribute("alt")).toBe(text(source.imageAlt, language));
      const href = source.link.url ?? (source.link.siteLink ? siteLinkHref(source.link.siteLink, language) : pathOf(source.link.route!, language));
      expect(section.querySelector("a")?.getAttribute("href") ?? null).toBe(href);
      for (const paragraph of source.body) expect(section.textContent).toContain(text(paragraph, language));
    }
    expect(mainText(urlPath)).toContain(constants(language).gbdSpecies);
  });

  it("Global Big Day is described as a completed, sold-out, free event at the lodge's address, and as an article", () => {
    const data = jsonLd(page(pathOf("global-big-day", language)));
    const event = data.find((d) => d["@type"] === "Event") as Record<string, Record<string, unknown> & { address?: Record<string, string> }>;
    expect(event.startDate).toBe(site.globalBigDay.date);
    expect(event.offers).toMatchObject({ price: 0, priceCurrency: "BRL", availability: "https://schema.org/SoldOut" });
    expect(event.location?.address).toMatchObject({
      addressLocality: site.address.locality,
      addressRegion: site.address.regionCode,
      addressCountry: site.address.country,
    });
    const article = data.find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({ headline: text(globalBigDay.title, language), about: { "@id": event["@id"] } });
  });

  it("the login form has labelled fields, a status area and no preset values", () => {
    const root = page(pathOf("login", language));
    for (const name of ["username", "password"]) {
      const input = root.querySelector(`main input[name="${name}"]`);
      expect(root.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
      expect(input?.getAttribute("value") ?? "").toBe("");
    }
    expect(root.querySelector('main input[name="password"]')?.getAttribute("type")).toBe("password");
    expect(root.querySelector('main [role="status"]')).not.toBeNull();
    expect(root.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
  });

  it("the photo upload form has its five labelled fields and states the limits of site config", () => {
    const root = page(pathOf("photo-upload", language));
    for (const name of ["name", "email", "photo", "caption", "consent"]) {
      const input = root.querySelector(`main input[name="${name}"]`);
      expect(root.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
    }
    expect(root.querySelector('main input[name="photo"]')?.getAttribute("accept")).toContain(site.photoUpload.types[0]);
    const shown = mainText(pathOf("photo-upload", language));
    expect(shown).toContain(constants(language).uploadTypes);
    expect(shown).toContain(constants(language).uploadMaxSize);
  });
});
