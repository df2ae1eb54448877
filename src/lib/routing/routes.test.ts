import { allPathsOf, alternatePaths, barePath, localizedPath, slugAliasRedirects } from "./routes";

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
      { from: "/en/acomodacoes/", to: "/en/accommodations/", canonical: "/en/accommodations/" },
      { from: "/pt/accommodations/", to: "/pt/acomodacoes/", canonical: "/pt/acomodacoes/" },
      { from: "/accommodations/", to: "/en/accommodations/", canonical: "/en/accommodations/" },
    ]);
  });
  it("are not made for routes whose slug is the same in both languages", () => {
    expect(slugAliasRedirects([home, lodge])).toEqual([]);
  });
});
