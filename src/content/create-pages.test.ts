import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../lib/i18n/languages";
import { siteContent } from "./content-store";
import type { EntryPageContext } from "../lib/routing/page-context";
import { allPages, contentWithBuiltRoutes, NO_SIGHTINGS, notFoundPages, pagesForEntries, sitePages, templateFile } from "./create-pages";
import { ENTRY_LISTINGS, entryPath, listedEntries, type ListedEntry } from "./entry-pages";
import type { RouteEntry } from "./collections";
import { TEMPLATES } from "./route-schema";
import { withSightings } from "../../tests/support/site-content";

/** A route of a made-up route table: the code is tested on it, never on today's content. */
const route = (id: string, slug: { pt: string; en: string }, over: Partial<RouteEntry> = {}): RouteEntry => ({
  id,
  slug,
  template: "page",
  layout: "standard",
  navGroup: null,
  footerGroup: null,
  noindex: false,
  access: "public",
  title: { pt: `Título ${id}`, en: `Title ${id}` },
  navLabel: { pt: id, en: id },
  description: { pt: `Descrição ${id}`, en: `Description ${id}` },
  ...over,
});

const fixture: RouteEntry[] = [
  route("home", { pt: "", en: "" }, { template: "home" }),
  route("rooms", { pt: "quartos", en: "rooms" }, { template: "accommodations" }),
  route("lodge", { pt: "lodge", en: "lodge" }),
  route("menu", { pt: "cardapio", en: "menu" }, { template: "menu", layout: "standalone" }),
  route("login", { pt: "entrar", en: "sign-in" }, { template: "login", noindex: true }),
];

describe("createPages", () => {
  const created = allPages(fixture, [], withSightings);
  const byPath = new Map(created.map((page) => [page.path, page]));

  it("creates every route three times, at distinct paths, plus the three not-found pages", () => {
    // Three a route, three not-found pages, two offline pages.
    expect(created).toHaveLength(fixture.length * 3 + 3 + 2);
    expect(new Set(created.map((p) => p.path)).size).toBe(created.length);
  });

  it("puts each language under its prefix with its own slug", () => {
    expect(byPath.get("/en/rooms/")?.context).toMatchObject({ routeId: "rooms", language: "en", bare: false });
    expect(byPath.get("/pt/quartos/")?.context).toMatchObject({ routeId: "rooms", language: "pt", bare: false });
    expect(byPath.get("/en/lodge/")?.context).toMatchObject({ routeId: "lodge", language: "en" });
    expect(byPath.has("/en/quartos/")).toBe(false);
  });

  it("gives bare pages the Portuguese page with alternates to the prefixed ones", () => {
    expect(byPath.get("/quartos/")?.context).toMatchObject({
      language: "pt",
      bare: true,
      alternates: { pt: "/pt/quartos/", en: "/en/rooms/" },
    });
    expect(byPath.get("/")?.context).toMatchObject({ routeId: "home", bare: true });
  });

  it("gives every page the i18n plugin's context, so the plugin creates none of its own", () => {
    expect(byPath.get("/en/rooms/")?.context.i18n).toEqual({
      language: "en",
      languages: ["pt", "en"],
      defaultLanguage: "pt",
      generateDefaultLanguagePage: false,
      routed: true,
      originalPath: "/quartos/",
      path: "/en/rooms/",
    });
    expect(byPath.get("/quartos/")?.context.i18n).toMatchObject({ language: "pt", routed: false, path: "/quartos/" });
  });

  it("uses the route's template, its layout and its noindex flag", () => {
    expect(byPath.get("/pt/")?.component).toMatch(/templates\/home\.tsx$/);
    expect(byPath.get("/en/rooms/")?.component).toMatch(/templates\/accommodations\.tsx$/);
    expect(byPath.get("/en/menu/")?.context).toMatchObject({ layout: "standalone" });
    expect(byPath.get("/pt/entrar/")?.context).toMatchObject({ noindex: true });
  });

  it("answers unknown paths under each prefix with that language's not-found page", () => {
    expect(notFoundPages().map((p) => [p.path, p.matchPath, p.context.language])).toEqual([
      ["/pt/404/", "/pt/*", "pt"],
      ["/en/404/", "/en/*", "en"],
      ["/404/", undefined, "pt"],
    ]);
    expect(
      allPages(fixture, [], withSightings)
        .filter((p) => p.context.routeId === "not-found")
        .every((p) => p.context.noindex),
    ).toBe(true);
  });

  it("makes the bird checklist's pages only when the build publishes a checklist, so an empty site has no such page", () => {
    const routes = [...fixture, route("checklist", { pt: "lista-de-aves", en: "bird-checklist" }, { template: "bird-checklist" })];
    const paths = (checklist: boolean) => allPages(routes, [], checklist ? withSightings : NO_SIGHTINGS).map((page) => page.path);
    expect(paths(true)).toEqual(expect.arrayContaining(["/pt/lista-de-aves/", "/en/bird-checklist/", "/lista-de-aves/"]));
    expect(paths(false).filter((path) => path.includes("lista-de-aves") || path.includes("bird-checklist"))).toEqual([]);
    expect(paths(false)).toHaveLength(fixture.length * 3 + 3 + 2);
    // Nor a route node, so no menu or footer links to it.
    const routeIds = (checklist: boolean) => contentWithBuiltRoutes({ routes }, checklist ? withSightings.published : null).routes.map(({ id }) => id);
    expect(routeIds(true)).toContain("checklist");
    expect(routeIds(false)).toEqual(fixture.map(({ id }) => id));
  });

  it("has a template for every template the route table may name", () => {
    for (const template of TEMPLATES) expect(fs.existsSync(templateFile(template))).toBe(true);
  });
});

describe("the site's own route table", () => {
  const { routes } = siteContent();
  it("has the screens the site is specified with, and only the staff area behind the sign-in", () => {
    const ids = routes.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(["home", "accommodations", "trails", "field-guides", "newsletter", "booking-enquiry", "login", "staff"]));
    expect(routes.filter((r) => r.access === "staff").map((r) => r.id)).toEqual(["staff"]);
  });
});

describe("template namespaces", () => {
  it("name UI-string files that exist in every language, common first", () => {
    for (const page of sitePages(siteContent(), withSightings)) {
      expect(page.context.namespaces[0]).toBe("common");
      for (const namespace of page.context.namespaces) {
        for (const language of LANGUAGES) expect(fs.existsSync(path.join("content/locales", language, `${namespace}.json`))).toBe(true);
      }
    }
  });
  it("give the home page its own strings and the 404 pages theirs", () => {
    const pages = sitePages(siteContent(), withSightings);
    expect(pages.find((p) => p.path === "/en/")?.context.namespaces).toEqual(["common", "home"]);
    expect(pages.find((p) => p.path === "/en/404/")?.context.namespaces).toEqual(["common", "notFound"]);
  });
});

describe("entry pages", () => {
  const guides = route("field-guides", { pt: "guias-campo", en: "field-guides" }, { template: "field-guides" });
  const entry = (id: string, pt: string, en: string, collection: ListedEntry["collection"], listing = guides): ListedEntry => ({
    id,
    slug: { pt, en },
    collection,
    listing,
    template: "species-entry",
    related: { speciesIds: [], trailIds: [] },
  });
  const entries = [
    entry("tanager", "tie-bicudo", "cone-billed-tanager", "birds"),
    entry("owl", "murucututu", "spectacled-owl", "birds"),
    entry("capuchin", "macaco-prego", "brown-capuchin", "primates"),
  ];
  const pages = pagesForEntries(entries);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it("gives each entry three pages under its listing's slug in each language", () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/pt/guias-campo/tie-bicudo/", "/en/field-guides/cone-billed-tanager/", "/guias-campo/tie-bicudo/"]),
    );
    expect(pages).toHaveLength(entries.length * 3);
  });

  it("puts the page in its listing's context with the entry's id and both canonical paths", () => {
    expect(byPath.get("/en/field-guides/cone-billed-tanager/")?.context).toMatchObject({
      routeId: "field-guides",
      language: "en",
      bare: false,
      entryId: "tanager",
      alternates: { pt: "/pt/guias-campo/tie-bicudo/", en: "/en/field-guides/cone-billed-tanager/" },
      namespaces: ["common", "wildlife", "screens"],
    });
    expect(byPath.get("/guias-campo/tie-bicudo/")?.context).toMatchObject({ language: "pt", bare: true, entryId: "tanager" });
  });

  it("names the previous and next entry across the listing's collections, none past either end", () => {
    const neighbours = (path: string) => (byPath.get(path)?.context as EntryPageContext | undefined)?.neighbourIds;
    expect(neighbours("/pt/guias-campo/tie-bicudo/")).toEqual(["", "owl"]);
    expect(neighbours("/pt/guias-campo/murucututu/")).toEqual(["tanager", "capuchin"]);
    expect(neighbours("/en/field-guides/brown-capuchin/")).toEqual(["owl", ""]);
  });

  it("carries the ids of the entries it relates to", () => {
    const related = pagesForEntries([{ ...entries[0]!, related: { speciesIds: ["owl"], trailIds: ["lagoa"] } }]);
    expect(related[0]!.context).toMatchObject({ speciesIds: ["owl"], trailIds: ["lagoa"] });
  });

  it("never names a neighbour of another listing", () => {
    const trails = route("trails", { pt: "trilhas", en: "trails" }, { template: "trails" });
    const mixed = pagesForEntries([entries[0]!, entry("trail", "trilha", "trail", "birds", trails)]);
    expect((mixed[0]!.context as EntryPageContext).neighbourIds).toEqual(["", ""]);
  });

  it("has a template for every listing's entries", () => {
    for (const { template } of ENTRY_LISTINGS) expect(fs.existsSync(templateFile(template))).toBe(true);
  });

  it("creates a page for every entry of the site's content", () => {
    const content = siteContent();
    const paths = new Set(sitePages(content, withSightings).map((page) => page.path));
    for (const listed of listedEntries(content)) for (const language of LANGUAGES) expect(paths.has(entryPath(listed, language))).toBe(true);
  });
});
