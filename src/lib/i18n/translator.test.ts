import { createTranslator, namespacesOf } from "./translator";

const namespaces = {
  common: { nav: { bookNow: "Reservar" }, hello: "Olá, {{name}}! {{ name }} tem {{count}} mensagens." },
  forms: { errors: { tooLong: "Até {{max}} caracteres." } },
};

describe("createTranslator", () => {
  const t = createTranslator(namespaces);

  it("finds a nested key in the default namespace or the one the key names", () => {
    expect(t("nav.bookNow")).toBe("Reservar");
    expect(t("common:nav.bookNow")).toBe("Reservar");
    expect(createTranslator(namespaces, "forms")("errors.tooLong", { max: 100 })).toBe("Até 100 caracteres.");
  });

  it("fills every placeholder, numbers included, and leaves one with no value as written", () => {
    expect(t("hello", { name: "Ana", count: 2 })).toBe("Olá, Ana! Ana tem 2 mensagens.");
    expect(t("hello", { name: "Ana" })).toBe("Olá, Ana! Ana tem {{count}} mensagens.");
  });

  it("answers a missing key, or one that names a branch, with the key itself", () => {
    expect(t("forms:errors.nothing")).toBe("errors.nothing");
    expect(t("nav")).toBe("nav");
    expect(t("nowhere:nav.bookNow")).toBe("nav.bookNow");
  });

  it("never reads a value's markup as a placeholder source", () => {
    expect(t("hello", { name: "<b>{{count}}</b>", count: 1 })).toBe("Olá, <b>{{count}}</b>! <b>{{count}}</b> tem 1 mensagens.");
  });
});

describe("namespacesOf", () => {
  it("parses each locale node of a page query", () => {
    const locales = { edges: [{ node: { ns: "forms", data: '{"a":"b"}' } }, { node: { ns: null, data: "{}" } }] };
    expect(namespacesOf(locales)).toEqual({ forms: { a: "b" } });
    expect(namespacesOf(null)).toEqual({});
  });
});
