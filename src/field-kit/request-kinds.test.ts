import { languageOfPath, requestKind, retryPath } from "./request-kinds";

const SITE = "https://lodge.example";
const kind = (path: string, options: { method?: string; navigate?: boolean; origin?: string } = {}) =>
  requestKind(options.method ?? "GET", new URL(path, options.origin ?? SITE), SITE, options.navigate ?? false);

describe("what the worker does with a request", () => {
  it("takes pages, their data and the site's other files from the network first", () => {
    expect(kind("/en/trails/", { navigate: true })).toBe("page");
    expect(kind("/pt/trilhas/jatoba/")).toBe("page");
    expect(kind("/404.html")).toBe("page");
    expect(kind("/page-data/en/trails/page-data.json")).toBe("data");
    expect(kind("/page-data/app-data.json")).toBe("data");
    expect(kind("/documents/checklist-en.pdf")).toBe("other");
    expect(kind("/manifest_en.webmanifest")).toBe("other");
  });

  it("takes files named by their content from the cache first", () => {
    expect(kind("/app-4123da89863f9c241d87.js")).toBe("file");
    expect(kind("/styles.96347931ac329a39e1e1ab.css")).toBe("other");
    expect(kind("/component---src-templates-offline-tsx.c7cbbd6aff3aa733169f.css")).toBe("file");
    expect(kind("/static/8c1d/2f3e/heron.webp")).toBe("file");
    expect(kind("/static/inter-41b34d33de8efd8eabb7a3542b35a02b.woff2")).toBe("file");
  });

  it("leaves the API, the CMS, the worker itself, other sites and anything but GET to the browser", () => {
    expect(kind("/api/contact")).toBe("pass");
    expect(kind("/api/contact", { method: "POST" })).toBe("pass");
    expect(kind("/en/contact/", { method: "POST", navigate: true })).toBe("pass");
    expect(kind("/admin/", { navigate: true })).toBe("pass");
    expect(kind("/sw.js")).toBe("pass");
    expect(kind("/en/", { origin: "https://elsewhere.example", navigate: true })).toBe("pass");
  });
});

describe("the language of a path", () => {
  it("is its prefix, or the default language for a bare path", () => {
    expect(languageOfPath("/en/trails/")).toBe("en");
    expect(languageOfPath("/pt/trilhas/")).toBe("pt");
    expect(languageOfPath("/trilhas/")).toBe("pt");
    expect(languageOfPath("/english/")).toBe("pt");
  });
});

describe('the offline page\'s "try again"', () => {
  it("goes back to the address asked for, query included", () => {
    expect(retryPath("?from=%2Fen%2Ftrails%2F%3Fa%3D1", "/en/")).toBe("/en/trails/?a=1");
  });

  it("never leads off the site, whatever the query says", () => {
    for (const hostile of ["https://evil.example/", "//evil.example/", "/\\evil.example/", "javascript:alert(1)", ""]) {
      expect(retryPath(`?from=${encodeURIComponent(hostile)}`, "/en/")).toBe("/en/");
    }
    expect(retryPath("", "/pt/")).toBe("/pt/");
  });
});
