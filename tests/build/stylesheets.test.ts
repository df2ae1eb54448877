import fs from "node:fs";
import path from "node:path";
import { sitePages } from "../../src/content/create-pages";
import { sharedBy } from "../../src/build/css-split";
import { readWebpackStats, templateChunkGroup } from "../../src/build/page-weight";
import { content, page, PUBLIC_DIR, testBuildData } from "./helpers";

const stats = readWebpackStats(PUBLIC_DIR);
const cssOf = (chunkGroup: string) => (stats.assetsByChunkName[chunkGroup] ?? []).filter((file) => file.endsWith(".css"));
const paths = sitePages(content, testBuildData()).map((p) => p.path);

/** The class selectors a stylesheet defines rules for (a class starts with a letter, `_`, `-` or an escape; `.5rem` is a number). */
const classesIn = (css: string) =>
  new Set([...css.replace(/url\([^)]*\)/g, "").matchAll(/\.((?:\\.|[_a-zA-Z]|-[_a-zA-Z\\])(?:\\.|[\w-])*)/g)].map(([, name = ""]) => name));

describe("stylesheets follow the templates that use them", () => {
  const built = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) => file.endsWith(".css"));

  it("there is no longer one stylesheet of the whole site, and each class is defined in one file only", () => {
    expect(built.length).toBeGreaterThan(10);
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of built) {
      for (const name of classesIn(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))) {
        const first = owner.get(name);
        if (first && first !== file) twice.push(`.${name} in ${first} and ${file}`);
        owner.set(name, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each(paths)("%s inlines exactly its template's stylesheets, the most widely shared first", (urlPath) => {
    const inlined = page(urlPath)
      .querySelectorAll("style[data-href]")
      .map((style) => style.getAttribute("data-href")?.replace(/^\//, "") ?? "");
    const expected = [...cssOf("app"), ...cssOf(templateChunkGroup(PUBLIC_DIR, urlPath))];
    expect([...inlined].sort()).toEqual([...new Set(expected)].sort());
    const sharing = inlined.map(sharedBy);
    expect(sharing).toEqual([...sharing].sort((a, b) => b - a));
    // Every page shares the layout's stylesheet with every other template.
    expect(sharing[0]).toBeGreaterThan(10);
  });
});
