import path from "node:path";
import { businessConstants } from "../lib/format/business-constants";
import { LANGUAGES } from "../lib/i18n/languages";
import { collections, type CollectionName } from "./collections";
import { loadContent } from "./load-content";
import { visitRoles } from "./schema-walk";

const content = loadContent(path.resolve(__dirname, "../../content"));

/**
 * Issue 3, "one source in content for each" business constant: copy quotes a constant as its
 * {{token}}, so changing site.json changes every page. A constant typed out in a text would not follow.
 */
describe("business constants in copy", () => {
  // Short values (7, 8, 30…) are too common in ordinary text to tell apart; the rest must be tokens.
  const literals = LANGUAGES.flatMap((language) =>
    Object.entries(businessConstants(content.site, language))
      .filter(([name, value]) => value.length >= 4 && name !== "productName")
      .map(([name, value]) => ({ name, value, language })),
  );

  it("are quoted as {{tokens}}, never typed out", () => {
    const found: string[] = [];
    for (const name of Object.keys(collections) as CollectionName[]) {
      if (name === "site") continue; // the constants' own home
      visitRoles(collections[name].schema, content[name], (role, value, at) => {
        if (role !== "localized") return;
        for (const literal of literals) {
          const text = (value as Record<string, string>)[literal.language] ?? "";
          if (text.includes(literal.value))
            found.push(`${collections[name].file} › ${at.join(".")}.${literal.language}: "${literal.value}" (write {{${literal.name}}})`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("would catch a typed-out constant", () => {
    const values = businessConstants(content.site, "pt");
    expect(literals.some((l) => l.value === values.checkIn)).toBe(true);
    expect(literals.some((l) => l.value === values.boatSafariDepartures)).toBe(true);
    expect(literals.some((l) => l.value === values.primateSeason)).toBe(true);
  });
});
