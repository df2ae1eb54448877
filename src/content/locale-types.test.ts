import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALE_TYPES_FILE, localeTypesSource } from "./locale-types";

const LOCALES = path.resolve(__dirname, "../../content/locales");

describe("the UI strings' types", () => {
  it("are up to date with content/locales/pt/ (npm run schemas rewrites them)", () => {
    expect(fs.readFileSync(LOCALE_TYPES_FILE, "utf8")).toBe(localeTypesSource(LOCALES));
  });

  it("type every namespace of the default language from its own file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
    try {
      for (const language of ["pt", "en"]) fs.mkdirSync(path.join(dir, language));
      fs.writeFileSync(path.join(dir, "pt/common.json"), "{}");
      fs.writeFileSync(path.join(dir, "pt/birds.json"), "{}");
      fs.writeFileSync(path.join(dir, "en/extra.json"), "{}");
      const source = localeTypesSource(dir);
      expect(source).toMatch(/import type birds from "[^"]*\/pt\/birds\.json";\nimport type common from "[^"]*\/pt\/common\.json";/);
      expect(source).toContain("      birds: typeof birds;\n      common: typeof common;\n");
      expect(source).not.toContain("extra");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
