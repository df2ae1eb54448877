import fs from "node:fs";
import path from "node:path";
import type { CmsCollection } from "./cms-config";
import { cmsConfigFor } from "./config-from-content";
import { flattenTexts, withLocaleHints, type LocaleTexts } from "./locale-hints";

const contentDir = path.resolve(__dirname, "../../content");
const config = cmsConfigFor(contentDir);
const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(contentDir, "locales", language, `${namespace}.json`), "utf8")) as unknown;

describe("the interface texts' hints", () => {
  const texts: LocaleTexts = { common: { pt: flattenTexts(read("pt", "common")), en: flattenTexts(read("en", "common")) } };
  const locales = withLocaleHints(config.collections, texts).find((collection) => collection.name === "locales") as CmsCollection;
  const fieldsOf = (name: string) => locales.files.find((file) => file.name === name)?.fields ?? [];

  it("flattens a file into dotted key paths in its order", () => {
    expect(flattenTexts({ a: "x", b: { c: "y", d: { e: "z" } } })).toEqual([
      ["a", "x"],
      ["b.c", "y"],
      ["b.d.e", "z"],
    ]);
  });

  it("give each text of the English file in Portuguese, and the reverse", () => {
    const skip = (language: string) => (read(language, "common") as { skipToContent: string }).skipToContent;
    expect(fieldsOf("common-en").find((field) => field.name === "skipToContent")?.hint).toBe(`Em português: ${skip("pt")}`);
    expect(fieldsOf("common-pt").find((field) => field.name === "skipToContent")?.hint).toBe(`Em inglês: ${skip("en")}`);
  });

  it("reach nested keys, and leave other collections and namespaces without texts as they are", () => {
    const nav = fieldsOf("common-en").find((field) => field.name === "nav");
    expect(nav?.fields?.find((field) => field.name === "label")?.hint).toMatch(/^Em português: \S/);
    expect(fieldsOf("menu-en").every((field) => field.hint === undefined)).toBe(true);
    expect(withLocaleHints(config.collections, texts).find((collection) => collection.name === "trails")).toBe(
      config.collections.find((collection) => collection.name === "trails"),
    );
  });
});
