import path from "node:path";
import { entrySlug, SLUG_FORMAT_TEXT } from "../content/content-fields";
import { routeSchema } from "../content/route-schema";
import { ROUTE_SLUG, SLUG, slugify } from "../lib/routing/slugify";
import type { ImmutableLike } from "./admin/decap-globals";
import { localizedProblem, textPatternOf } from "./admin/localized-widget";
import type { CmsField } from "./cms-fields";
import { cmsConfigFor } from "./config-from-content";

/**
 * A slug is checked at its field, as the CMS checks every other value, by the rule the build checks it
 * with (one rule, in slugify.ts), and the editor reads under it what a slug may hold, in Portuguese.
 */
const config = cmsConfigFor(path.resolve(__dirname, "../../content"));

/** Every field named `name`, anywhere in the configuration, by where it is. */
function fieldsNamed(name: string): Array<{ at: string; field: CmsField }> {
  const found: Array<{ at: string; field: CmsField }> = [];
  const walk = (fields: readonly CmsField[], at: string) => {
    for (const field of fields) {
      if (field.name === name) found.push({ at: `${at}.${field.name}`, field });
      walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${at}.${field.name}`);
    }
  };
  for (const collection of config.collections) walk(collection.files[0]?.fields ?? [], collection.name);
  return found;
}

const entrySlugs = fieldsNamed("slug").filter(({ field }) => field.widget === "localized");
const routeSlugs = fieldsNamed("slug").filter(({ at }) => at.startsWith("routes."));
const [slugSource = "", slugText = ""] = entrySlugs[0]?.field.text_pattern ?? [];

describe("the CMS's slug fields", () => {
  it("check each language of an entry's slug, and each of a route's, by the build's rule and its words", () => {
    expect(entrySlugs.map(({ at }) => at.split(".")[0])).toEqual(["rooms", "trails", "birds", "primates", "mammals", "press"]);
    for (const { at, field } of entrySlugs) expect({ at, pattern: field.text_pattern }).toEqual({ at, pattern: [SLUG.source, SLUG_FORMAT_TEXT] });
    expect(routeSlugs).toHaveLength(1);
    for (const language of routeSlugs[0]?.field.fields ?? []) {
      expect(language.pattern).toEqual([ROUTE_SLUG.source, `${SLUG_FORMAT_TEXT} Vazio só na página inicial.`]);
    }
    // An address a page had before is written the same way.
    for (const { field } of fieldsNamed("formerSlugs")) {
      for (const language of field.fields ?? []) expect(language.field?.pattern).toEqual([SLUG.source, SLUG_FORMAT_TEXT]);
    }
    // A plain text in both languages has no format beyond "not blank", which the widget says in its own words.
    expect(fieldsNamed("name").find(({ field }) => field.widget === "localized")?.field.text_pattern).toBeUndefined();
  });

  it("refuse under the field what the build refuses, naming the language, and accept what the build accepts", () => {
    const pattern = [slugSource, slugText] as const;
    expect(localizedProblem({ pt: "trilha-do-rio", en: "River Trail" }, true, undefined, pattern)).toBe(`Inglês: ${SLUG_FORMAT_TEXT}`);
    expect(localizedProblem({ pt: "trilha do rio", en: "river-trail" }, true, undefined, pattern)).toBe(`Português: ${SLUG_FORMAT_TEXT}`);
    expect(localizedProblem({ pt: "", en: "river-trail" }, true, undefined, pattern)).toBe("Falta o texto em português.");
    const samples = ["trilha", "trilha-do-rio-2", "Trilha", "trilha do rio", "trilha--rio", "-trilha", "trilha-", "tiê-bicudo", "trilha_rio", " trilha"];
    for (const sample of samples) {
      const build = entrySlug.safeParse({ pt: sample, en: "river-trail" }).success;
      const field = localizedProblem({ pt: sample, en: "river-trail" }, true, undefined, pattern) === null;
      expect({ sample, field }).toEqual({ sample, field: build });
    }
    // A route's slug may be empty (the home page): a route's field and the build agree on that too.
    const routeSlug = routeSlugs[0]?.field.fields?.[0]?.pattern?.[0] ?? "";
    for (const sample of ["", ...samples]) {
      const build = routeSchema.shape.slug.safeParse({ pt: sample, en: "" }).success;
      expect({ sample, field: new RegExp(routeSlug).test(sample) }).toEqual({ sample, field: build });
    }
  });

  it("accept what slugify writes from a name", () => {
    const pattern = [slugSource, slugText] as const;
    const names = ["Trilha do Rio Arinos", "Spix's Red-handed Howler", "  Bangalô  Família (2) ", "Tiê-bicudo"];
    for (const name of names) expect(localizedProblem({ pt: slugify(name), en: slugify(name) }, true, undefined, pattern)).toBeNull();
  });

  it("read the format from the field as Decap holds it, an immutable list", () => {
    const list = (items: unknown[]): ImmutableLike => ({ get: (key) => items[Number(key)], toJS: () => items });
    const field = (pattern: unknown): ImmutableLike => ({ get: (key) => (key === "text_pattern" ? pattern : undefined), toJS: () => ({}) });
    expect(textPatternOf(field(list([slugSource, slugText])))).toEqual([slugSource, slugText]);
    expect(textPatternOf(field([slugSource, slugText]))).toEqual([slugSource, slugText]);
    expect(textPatternOf(field(undefined))).toBeUndefined();
  });
});
