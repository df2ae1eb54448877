import { allPathsOf, alternatePaths, barePath, landingCanonical, localizedPath, slugAliasRedirects } from "./routes";

const home = { id: "home", slug: { pt: "", en: "" } };
const rooms = { id: "accommodations", slug: { pt: "acomodacoes", en: "accommodations" } };
const lodge = { id: "lodge", slug: { pt: "lodge", en: "lodge" } };

describe("route paths", () => {
  it("prefixes the language and ends with a slash", () => {
    expect(localizedPath(rooms, "pt")).toBe("/pt/acomodacoes/");
    expect(localizedPath(rooms, "en")).toBe("/en/accommodations/");
  });
  it("puts home at the language root", () => {
    expect(localizedPath(home, "pt")).toBe("/pt/");
    expect(localizedPath(home, "en")).toBe("/en/");
    expect(barePath(home)).toBe("/");
  });
  it("gives bare pages the Portuguese slug", () => {
    expect(barePath(rooms)).toBe("/acomodacoes/");
  });
  it("lists the three forms of every route", () => {
    expect(allPathsOf(rooms)).toEqual(["/pt/acomodacoes/", "/en/accommodations/", "/acomodacoes/"]);
    expect(alternatePaths(lodge)).toEqual({ pt: "/pt/lodge/", en: "/en/lodge/" });
  });
});

describe("slug aliases", () => {
  it("lead wrong-language slugs to the right page", () => {
    expect(slugAliasRedirects([rooms])).toEqual([
      { from: "/en/acomodacoes/", to: "/en/accommodations/" },
      { from: "/pt/accommodations/", to: "/pt/acomodacoes/" },
      { from: "/accommodations/", to: "/en/accommodations/" },
    ]);
  });
  it("are not made for routes whose slug is the same in both languages", () => {
    expect(slugAliasRedirects([home, lodge])).toEqual([]);
  });
});

describe("the canonical page a redirect lands on", () => {
  it("is the target itself under a language prefix", () => {
    expect(landingCanonical("/en/accommodations/")).toBe("/en/accommodations/");
    expect(landingCanonical("/pt/")).toBe("/pt/");
  });
  it("is the Portuguese page of a bare target, home included", () => {
    expect(landingCanonical("/acomodacoes/")).toBe("/pt/acomodacoes/");
    expect(landingCanonical("/")).toBe("/pt/");
  });
  it("does not mistake a slug that starts like a language for a prefix", () => {
    expect(landingCanonical("/english-tours/")).toBe("/pt/english-tours/");
  });
});
