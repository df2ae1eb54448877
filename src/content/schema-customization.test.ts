import { fixtureContent } from "../test-utils/fixture-content";
import { declareContentTypes, declareRoutePath } from "./schema-customization";

type Resolver = (source: unknown, args: { locale: string }, context?: unknown, info?: { fieldName: string }) => unknown;

/** Collects what the declarations hand Gatsby, as Gatsby's actions would receive it. */
function declared() {
  const extensions = new Map<string, Resolver>();
  const types: string[] = [];
  const actions = {
    createFieldExtension: (extension: { name: string; extend: () => { resolve: Resolver } }) => void extensions.set(extension.name, extension.extend().resolve),
    createTypes: (sdl: string) => void types.push(sdl),
  };
  declareRoutePath(actions as never);
  declareContentTypes(actions as never, () => fixtureContent().site);
  return { extensions, types };
}

describe("schema customization", () => {
  const { extensions, types } = declared();
  const localized = extensions.get("localized") as Resolver;
  const routePath = extensions.get("routePath") as Resolver;

  it("resolves a localized field to the asked language, filling business constants", () => {
    const source = { note: { pt: "A partir das {{checkIn}}: {{earlyMealPrice}}", en: "From {{checkIn}}: {{earlyMealPrice}}" } };
    expect(localized(source, { locale: "en" }, {}, { fieldName: "note" })).toBe("From 16:00: R$200");
    expect(localized(source, { locale: "pt" }, {}, { fieldName: "note" })).toBe("A partir das 16:00: R$ 200");
  });

  it("resolves lists of localized text and passes absent values through", () => {
    expect(
      localized(
        {
          body: [
            { pt: "um", en: "one" },
            { pt: "dois", en: "two" },
          ],
        },
        { locale: "en" },
        {},
        { fieldName: "body" },
      ),
    ).toEqual(["one", "two"]);
    expect(localized({}, { locale: "en" }, {}, { fieldName: "body" })).toBeUndefined();
  });

  it("refuses a locale the site does not have", () => {
    expect(() => localized({ t: { pt: "a", en: "b" } }, { locale: "fr" }, {}, { fieldName: "t" })).toThrow('Unknown locale "fr"');
  });

  it("computes a route's path in a language from its slugs", () => {
    const route = { routeId: "history", slug: { pt: "nossa-historia", en: "our-story" } };
    expect(routePath(route, { locale: "en" })).toBe("/en/our-story/");
    expect(routePath(route, { locale: "pt" })).toBe("/pt/nossa-historia/");
  });

  it("declares the content types and the route path field", () => {
    expect(types.join("\n")).toMatch(/type Room implements Node @dontInfer/);
    expect(types.join("\n")).toMatch(/path\(locale: String!\): String! @routePath/);
  });
});
