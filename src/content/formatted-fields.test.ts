import { formatYearMonth } from "../lib/format/dates";
import { formatDistance } from "../lib/format/measures";
import { collections } from "./collections";
import { declareFormattedFields, FORMATTED_FIELDS } from "./formatted-fields";

type Resolver = (source: Record<string, unknown>, args: { locale: string }) => unknown;

/** What the declaration hands Gatsby: the extension's resolver per directive arguments, and the type definitions. */
function declared() {
  let extend: ((options: { from: string; as: string }) => { args: Record<string, string>; resolve: Resolver }) | undefined;
  const types: string[] = [];
  declareFormattedFields({
    createFieldExtension: ((extension: { name: string; extend: typeof extend }) => void (extend = extension.extend)) as never,
    createTypes: ((sdl: string[]) => void types.push(...sdl)) as never,
  });
  if (!extend) throw new Error("no field extension declared");
  return { extend, types };
}

describe("fields formatted at build time", () => {
  const { extend, types } = declared();

  it("formats a year-month and a distance in the asked language, as the components used to", () => {
    const date = extend({ from: "date", as: "yearMonth" });
    expect(date.args).toEqual({ locale: "String!" });
    expect(date.resolve({ date: "2025-05" }, { locale: "pt" })).toBe(formatYearMonth("2025-05", "pt"));
    expect(date.resolve({ date: "2025-05" }, { locale: "en" })).toBe("May 2025");
    expect(date.resolve({ date: "2024" }, { locale: "en" })).toBe("2024");
    const distance = extend({ from: "distanceKm", as: "distance" });
    expect(distance.resolve({ distanceKm: 3.5 }, { locale: "pt" })).toBe(formatDistance(3.5, "pt"));
    expect(distance.resolve({ distanceKm: 3.5 }, { locale: "en" })).toBe("3.5 km");
  });

  it("refuses an unknown format, an unknown locale and a missing value", () => {
    expect(() => extend({ from: "date", as: "weekday" })).toThrow('unknown format "weekday"');
    expect(() => extend({ from: "date", as: "yearMonth" }).resolve({ date: "2025-05" }, { locale: "fr" })).toThrow('Unknown locale "fr"');
    expect(() => extend({ from: "date", as: "yearMonth" }).resolve({}, { locale: "pt" })).toThrow("no date");
  });

  it("adds each field to its content type, reading a field the collection's schema requires", () => {
    for (const { type, field, from, as } of FORMATTED_FIELDS) {
      expect(types.join("\n")).toContain(`type ${type} implements Node {`);
      expect(types.join("\n")).toContain(`${field}(locale: String!): String! @formatted(from: "${from}", as: "${as}")`);
      const collection = Object.values(collections).find((candidate) => candidate.nodeType === type);
      expect(collection).toBeDefined();
      const shape = JSON.stringify(collection!.schema.toJSONSchema());
      expect(shape).toMatch(new RegExp(`"required":\\[[^\\]]*"${from}"`));
    }
  });
});
