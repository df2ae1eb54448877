import { createSiteRedirects, redirectPageHtml, redirectsFile, redirectsFromStore, siteRedirects } from "./redirects";
import { fixtureContent } from "../test-utils/fixture-content";
import { sitemapEntry, sitemapPages } from "./sitemap";
import { contentTypeDefs } from "./graphql-types";
import type { SitePageContext } from "../lib/routing/page-context";
import { i18nContext } from "./create-pages";

describe("siteRedirects", () => {
  const testRoutes = fixtureContent().routes;
  const redirects = siteRedirects(testRoutes, [{ from: "/rooms/", to: "accommodations" }]);
  it("sends a bare legacy path to the bare page", () => {
    expect(redirects).toContainEqual({ from: "/rooms/", to: "/acomodacoes/" });
  });
  it("sends the legacy path under each language prefix straight to that language", () => {
    expect(redirects).toContainEqual({ from: "/en/rooms/", to: "/en/accommodations/" });
    expect(redirects).toContainEqual({ from: "/pt/rooms/", to: "/pt/acomodacoes/" });
  });
  it("refuses a redirect to a route that does not exist", () => {
    expect(() => siteRedirects(testRoutes, [{ from: "/x/", to: "nowhere" }])).toThrow('Redirect /x/ points to unknown route "nowhere"');
  });
});

describe("Gatsby's redirect store", () => {
  const redirects = [
    { from: "/rooms/", to: "/acomodacoes/" },
    { from: "/en/rooms/", to: "/en/accommodations/" },
  ];
  it("receives every redirect as permanent, forced and kept out of the browser", () => {
    const createRedirect = jest.fn();
    createSiteRedirects(redirects, createRedirect);
    expect(createRedirect.mock.calls).toEqual([
      [{ fromPath: "/rooms/", toPath: "/acomodacoes/", isPermanent: true, force: true, redirectInBrowser: false }],
      [{ fromPath: "/en/rooms/", toPath: "/en/accommodations/", isPermanent: true, force: true, redirectInBrowser: false }],
    ]);
  });
  it("gives back what it was given, in order", () => {
    const stored = redirects.map(({ from, to }) => ({ fromPath: from, toPath: to, isPermanent: true, ignoreCase: true }));
    expect(redirectsFromStore(stored)).toEqual(redirects);
  });
  it("refuses a temporary redirect rather than publish it as a 301", () => {
    expect(() => redirectsFromStore([{ fromPath: "/a/", toPath: "/b/", isPermanent: false }])).toThrow("Redirect /a/ → /b/ is not permanent");
  });
});

describe("static redirect page", () => {
  const html = redirectPageHtml({ from: "/rooms/", to: "/acomodacoes/" }, "https://lodge.test");
  it("refreshes at once to the target, with a canonical to the final page, noindex and a visible link", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/acomodacoes/">');
    expect(html).toContain('<link rel="canonical" href="https://lodge.test/pt/acomodacoes/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/acomodacoes/">');
  });
  it("escapes what it writes", () => {
    const hostile = redirectPageHtml({ from: "/x/", to: '/a"><script>alert(1)</script>/' }, "https://lodge.test");
    expect(hostile).not.toContain("<script>alert(1)");
  });
});

describe("_redirects", () => {
  it("lists forced 301s with and without the trailing slash, then each language's 404", () => {
    expect(redirectsFile([{ from: "/rooms/", to: "/acomodacoes/" }], { pt: "/pt/404/", en: "/en/404/" }).split("\n")).toEqual([
      "/rooms  /acomodacoes/  301!",
      "/rooms/  /acomodacoes/  301!",
      "/pt/*  /pt/404/  404",
      "/en/*  /en/404/  404",
      "",
    ]);
  });
});

describe("sitemap", () => {
  const context = (over: Partial<SitePageContext>): SitePageContext => ({
    routeId: "accommodations",
    language: "pt",
    bare: false,
    noindex: false,
    layout: "standard",
    alternates: { pt: "/pt/acomodacoes/", en: "/en/accommodations/" },
    namespaces: ["common", "accommodations"],
    i18n: i18nContext("/pt/acomodacoes/", "pt", false, "/acomodacoes/"),
    ...over,
  });
  it("keeps only canonical indexable pages", () => {
    const pages = [
      { path: "/pt/acomodacoes/", pageContext: context({}) },
      { path: "/acomodacoes/", pageContext: context({ bare: true }) },
      { path: "/pt/login/", pageContext: context({ routeId: "login", noindex: true, alternates: { pt: "/pt/login/", en: "/en/login/" } }) },
      { path: "/dev-404-page/", pageContext: null },
    ];
    expect(sitemapPages(pages).map((p) => p.path)).toEqual(["/pt/acomodacoes/"]);
  });
  it("gives each entry its hreflang alternates", () => {
    expect(sitemapEntry({ path: "/pt/acomodacoes/", pageContext: context({}) }, "https://lodge.test").links).toEqual([
      { lang: "pt-BR", url: "https://lodge.test/pt/acomodacoes/" },
      { lang: "en", url: "https://lodge.test/en/accommodations/" },
      { lang: "x-default", url: "https://lodge.test/en/accommodations/" },
    ]);
  });
});

describe("GraphQL types from the content schemas", () => {
  const sdl = contentTypeDefs();
  it("declares node types without inference", () => {
    expect(sdl).toMatch(/type Route implements Node @dontInfer \{/);
    expect(sdl).toMatch(/type Room implements Node @dontInfer \{/);
  });
  it("resolves localized fields by locale and links images and routes", () => {
    expect(sdl).toMatch(/ {2}title: String! @localized/);
    expect(sdl).toMatch(/ {2}highlights: \[String!\]! @localized/);
    expect(sdl).toMatch(/ {2}image: File! @link\(by: "absolutePath"\)/);
    expect(sdl).toMatch(/ {2}route: Route! @link\(by: "routeId"\)/);
  });
  it("stores entry ids as <type>Id, keeps list order, and marks optional fields nullable", () => {
    expect(sdl).toMatch(/ {2}routeId: String!/);
    expect(sdl).toMatch(/type Room implements Node @dontInfer \{[^}]*position: Int!/);
    expect(sdl).toMatch(/type Room implements Node @dontInfer \{[^}]*guests: RoomGuests\n/);
  });
});
