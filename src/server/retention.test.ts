import { siteContent } from "../content/content-store";
import { MIGRATIONS } from "./data/migrations";
import { VITALS_PER_SENDER } from "./data/vitals-store";
import { KEPT_WHILE_NEEDED, RETENTION_RULES } from "./retention";

describe("retention rules", () => {
  // Every table the migrations create, found in their statements.
  const tables = MIGRATIONS.flatMap((migration) => migration.statements)
    .map((statement) => /^\s*CREATE TABLE (\w+)/i.exec(statement)?.[1])
    .filter((table): table is string => table !== undefined);

  it("cover every table: each has a rule, or is kept only while someone needs it", () => {
    const covered = new Set([...RETENTION_RULES.map((rule) => rule.table), ...KEPT_WHILE_NEEDED]);
    expect(tables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it("name only tables that exist", () => {
    expect(RETENTION_RULES.map((rule) => rule.table).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it("never reach into the future", () => {
    const now = Date.UTC(2026, 10, 26);
    expect(RETENTION_RULES.filter((rule) => rule.cutoff(now) > now).map((rule) => rule.what)).toEqual([]);
  });

  it("are each quoted by the privacy policy, in both languages, from site.json's one value", () => {
    const { privacy, site } = siteContent();
    const text = (language: "pt" | "en") =>
      JSON.stringify([privacy.intro, privacy.sections].flat(), (key, value: unknown) =>
        (key === "pt" || key === "en") && key !== language ? undefined : value,
      );
    const unquoted = (language: "pt" | "en") => Object.keys(site.dataRetention).filter((period) => !text(language).includes(`{{${period}}}`));
    expect({ pt: unquoted("pt"), en: unquoted("en") }).toEqual({ pt: [], en: [] });
  });

  it("keep a web-vitals share's count (a rate_limits row) until its window has ended", () => {
    const now = Date.UTC(2026, 10, 26);
    const counts = RETENTION_RULES.find((rule) => rule.table === "rate_limits");
    expect(counts?.cutoff(now)).toBeLessThanOrEqual(now - VITALS_PER_SENDER.windowMs);
  });
});
