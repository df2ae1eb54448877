import { buildCaches, buildOfCache, FILES_CACHE, inBuild, kitCache, pagesCache } from "./cache-names";

describe("the field kit's caches", () => {
  it("belong to a build, except the files named by their content", () => {
    expect(buildOfCache(pagesCache("ab12cd34ef56"))).toBe("ab12cd34ef56");
    expect(buildOfCache(kitCache("ab12cd34ef56", "en"))).toBe("ab12cd34ef56");
    expect(buildOfCache(FILES_CACHE)).toBeNull();
    expect(buildOfCache("serwist-precache-v2-https://lodge.example/")).toBeNull();
  });

  it("are carried into a new build under the same role", () => {
    expect(inBuild(kitCache("old000000000", "pt"), "new111111111")).toBe(kitCache("new111111111", "pt"));
    expect(inBuild(pagesCache("old000000000"), "new111111111")).toBe(pagesCache("new111111111"));
  });

  it("are read kits first, then the visited pages, then the shared files", () => {
    expect(buildCaches("b")).toEqual([kitCache("b", "pt"), kitCache("b", "en"), pagesCache("b"), FILES_CACHE]);
  });
});
