import { z } from "zod";
import { graphqlRoles, localized } from "./content-fields";
import { roleOf, visitMarked, visitRoles } from "./schema-walk";

describe("visitMarked", () => {
  const marks = z.registry<{ tag: string }>();
  const tagged = z.string().register(marks, { tag: "t" });
  const schema = z.strictObject({
    plain: z.string(),
    one: tagged,
    maybe: tagged.optional(),
    list: z.array(z.strictObject({ inner: tagged })),
  });

  it("finds every marked value, through optional fields and lists, with its JSON path", () => {
    const found: Array<[string, unknown, PropertyKey[]]> = [];
    visitMarked(marks, schema, { plain: "p", one: "a", list: [{ inner: "b" }, { inner: "c" }] }, (meta, value, at) => found.push([meta.tag, value, at]));
    expect(found).toEqual([
      ["t", "a", ["one"]],
      ["t", "b", ["list", 0, "inner"]],
      ["t", "c", ["list", 1, "inner"]],
    ]);
  });

  it("finds marks on copies made with clone(), which the length limits rely on", () => {
    const copy = localized.clone();
    expect(roleOf(copy)).toBe("localized");
    const found: string[] = [];
    visitRoles(z.strictObject({ title: copy }), { title: { pt: "a", en: "b" } }, (role) => found.push(role));
    expect(found).toEqual(["localized"]);
    expect(graphqlRoles.get(z.string())).toBeUndefined();
  });
});
