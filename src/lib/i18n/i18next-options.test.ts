import { pageI18n } from "./page-i18n";

/** Looks up a fixture's strings, whose keys are not the site's (the type check knows only those). */
type FixtureLookup = (key: string, values?: Record<string, unknown>) => string;
const strings = (template: string) => {
  const i18n = pageI18n("en", { common: { line: template, count_one: "{{count}} night", count_other: "{{count}} nights" } });
  return { t: i18n.t.bind(i18n) as unknown as FixtureLookup };
};

describe("i18next as the site sets it up", () => {
  it("fills values as they are: no HTML escaping (React escapes), no special `$` patterns", () => {
    const t = strings("Hello {{name}}").t;
    expect(t("common:line", { name: "<b>Ana & Bia</b> $& $1" })).toBe("Hello <b>Ana & Bia</b> $& $1");
  });

  it("never treats a value as a placeholder, wherever it lands (patches/i18next+22.5.1.patch)", () => {
    const t = strings("From {{name}} <{{email}}>").t;
    // Unpatched, i18next 22 replaces the first `{{email}}` in the text, the one inside the name.
    expect(t("common:line", { name: "{{email}}", email: "ana@example.org" })).toBe("From {{email}} <ana@example.org>");
  });

  it("picks the plural form by count", () => {
    const { t } = strings("");
    expect([t("common:count", { count: 1 }), t("common:count", { count: 3 })]).toEqual(["1 night", "3 nights"]);
  });

  it("builds the plural rules of a language once, not at every count (patches/i18next+22.5.1.patch)", () => {
    const Original = Intl.PluralRules;
    const built = jest.spyOn(Intl, "PluralRules").mockImplementation((...args) => new Original(...args));
    try {
      const { t } = strings("");
      const counted = [1, 2, 3, 4, 5, 6].map((count) => t("common:count", { count }));
      expect(counted).toEqual(["1 night", "2 nights", "3 nights", "4 nights", "5 nights", "6 nights"]);
      // Unpatched, i18next 22 builds a new Intl.PluralRules at every plural lookup; a phone pays for each.
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it("shows the key of a string that is missing, never an empty space", () => {
    expect(strings("").t("common:nowhere.to.be.found")).toBe("nowhere.to.be.found");
  });
});
