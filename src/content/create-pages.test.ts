import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../lib/i18n/languages";
import type { Actions } from "gatsby";
import { siteContent } from "./content-store";
import { allPages, createSitePages, notFoundPages } from "./create-pages";
import { siteRedirects } from "./redirects";

const { routes, redirects } = siteContent();

describe("createPages", () => {
  const created: Array<Parameters<Actions["createPage"]>[0]> = [];
  createSitePages(routes, (page) => void created.push(page));
  const byPath = new Map(created.map((page) => [page.path, page]));

  it("covers all 25 screens of the site, the newsletter and booking enquiry pages, and the staff area besides", () => {
    expect(routes.filter((r) => r.access === "public")).toHaveLength(27);
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(["newsletter", "booking-enquiry"]));
    expect(routes.filter((r) => r.access === "staff").map((r) => r.id)).toEqual(["staff"]);
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(["corporate-events", "documents", "menu", "login", "global-big-day"]));
  });

  it("creates every route three times, plus the three not-found pages", () => {
    expect(created).toHaveLength(routes.length * 3 + 3);
    expect(new Set(created.map((p) => p.path)).size).toBe(created.length);
  });

  it("translates the eleven slugs that differ in English and keeps the rest", () => {
    const translated = routes
      .filter((r) => r.slug.pt !== r.slug.en)
      .map((r) => r.slug.en)
      .sort();
    expect(translated).toEqual([
      "accommodations",
      "field-guides",
      "gallery",
      "gastronomy",
      "how-to-get-here",
      "media-press",
      "natural-spring",
      "nature-events",
      "our-story",
      "research-station",
      "trails",
    ]);
    expect(byPath.get("/en/our-story/")?.context).toMatchObject({ routeId: "history", language: "en", bare: false });
    expect(byPath.get("/en/primatas/")?.context).toMatchObject({ routeId: "primates", language: "en" });
  });

  it("gives bare pages the Portuguese page with alternates to the prefixed ones", () => {
    expect(byPath.get("/nossa-historia/")?.context).toMatchObject({
      language: "pt",
      bare: true,
      alternates: { pt: "/pt/nossa-historia/", en: "/en/our-story/" },
    });
    expect(byPath.get("/")?.context).toMatchObject({ routeId: "home", bare: true });
  });

  it("uses the route's template and the standalone layout for the menu", () => {
    expect(byPath.get("/pt/")?.component).toMatch(/templates\/home\.tsx$/);
    expect(byPath.get("/en/accommodations/")?.component).toMatch(/templates\/accommodations\.tsx$/);
    expect(byPath.get("/en/menu/")?.context).toMatchObject({ layout: "standalone" });
    expect(byPath.get("/pt/login/")?.context).toMatchObject({ noindex: true });
  });

  it("answers unknown paths under each prefix with that language's not-found page", () => {
    expect(notFoundPages().map((p) => [p.path, p.matchPath, p.context.language])).toEqual([
      ["/pt/404/", "/pt/*", "pt"],
      ["/en/404/", "/en/*", "en"],
      ["/404/", undefined, "pt"],
    ]);
    expect(
      allPages(routes)
        .filter((p) => p.context.routeId === "not-found")
        .every((p) => p.context.noindex),
    ).toBe(true);
  });
});

describe("redirects", () => {
  const all = siteRedirects(routes, redirects);
  const to = (from: string) => all.find((r) => r.from === from)?.to;

  it("send the old site's paths to their pages", () => {
    expect(to("/about-4/")).toBe("/nossa-historia/");
    for (const from of ["/contact-8/", "/localizacao/", "/location/"]) expect(to(from)).toBe("/como-chegar/");
    for (const from of ["/a-pousada/", "/the-lodge/"]) expect(to(from)).toBe("/lodge/");
    for (const from of ["/rooms/", "/reserve-um-quarto/"]) expect(to(from)).toBe("/acomodacoes/");
    for (const from of ["/restaurante/", "/restaurant/"]) expect(to(from)).toBe("/gastronomia/");
    expect(to("/top-hotspot-birdwatching/")).toBe("/birdwatching/");
    expect(to("/estacaodepesquisa/")).toBe("/estacao-pesquisa/");
    expect(to("/home/")).toBe("/");
  });

  it("include the slug aliases derived from the route table", () => {
    expect(to("/en/acomodacoes/")).toBe("/en/accommodations/");
    expect(to("/pt/our-story/")).toBe("/pt/nossa-historia/");
    expect(to("/how-to-get-here/")).toBe("/en/how-to-get-here/");
  });
});

describe("template namespaces", () => {
  it("name UI-string files that exist in every language, common first", () => {
    for (const page of allPages(siteContent().routes)) {
      expect(page.context.namespaces[0]).toBe("common");
      for (const namespace of page.context.namespaces) {
        for (const language of LANGUAGES) expect(fs.existsSync(path.join("content/locales", language, `${namespace}.json`))).toBe(true);
      }
    }
  });
  it("give the home page its own strings and the 404 pages theirs", () => {
    const pages = allPages(siteContent().routes);
    expect(pages.find((p) => p.path === "/en/")?.context.namespaces).toEqual(["common", "home"]);
    expect(pages.find((p) => p.path === "/en/404/")?.context.namespaces).toEqual(["common", "notFound"]);
  });
});
