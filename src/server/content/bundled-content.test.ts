/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../content/load-content";
import { ContentValidationError } from "../../content/problems";
import { FIXTURE_CONTENT_DIR, fixtureContent } from "../../test-utils/fixture-content";
import { bundledCollection } from "./bundled-collection";
import { bundledStrings } from "./bundled-strings";

/** The fixture's file as a module import gives it: its parsed value, nothing checked yet. */
const fixtureValue = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8")) as Record<string, unknown>;

/** The message of the error `read` throws, which must be the content's own. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentValidationError) return error.message;
    throw error;
  }
  throw new Error("read without a problem");
}

/** What the build says of the fixture with one file replaced by `value`. */
function buildRefusal(file: string, value: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundled-content-"));
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
  return refusal(() => loadContent(dir));
}

describe("content bundled with the server's code", () => {
  it("gives a collection's value as the build reads it", () => {
    expect(bundledCollection("site", fixtureValue("site.json"))()).toEqual(fixtureContent().site);
    expect(bundledCollection("rooms", fixtureValue("rooms.json"))()).toEqual(fixtureContent().rooms);
  });

  it("validates when first read, not when made, and keeps the value", () => {
    const broken = { ...fixtureValue("site.json"), siteUrl: 42 };
    const site = bundledCollection("site", broken);
    expect(() => site()).toThrow(ContentValidationError);
    const valid = bundledCollection("site", fixtureValue("site.json"));
    expect(valid()).toBe(valid());
  });

  it("refuses a mistake with the build's own message, naming the file and the field", () => {
    const broken = { ...fixtureValue("site.json"), siteUrl: 42 };
    const message = refusal(bundledCollection("site", broken));
    expect(message).toBe(buildRefusal("site.json", broken));
    expect(message).toMatch(/^content\/site\.json › siteUrl: /m);
  });

  it("gives UI strings through i18next, with `{{values}}` filled", () => {
    const mail = { pt: fixtureValue("locales/pt/mail.json"), en: fixtureValue("locales/en/mail.json") };
    const t = bundledStrings({ mail })().getFixedT("en", "mail");
    const written = (mail.en["newsletter"] as Record<string, string>)["welcomeSubject"] ?? "";
    expect(t("newsletter.welcomeSubject", { productName: "The Lodge" })).toBe(written.replace("{{productName}}", "The Lodge"));
  });

  it("refuses UI strings a language lacks, as the build does", () => {
    const strings = bundledStrings({ mail: { pt: { greeting: "Olá", farewell: "Tchau" }, en: { greeting: "Hello" } } });
    expect(refusal(strings)).toBe(
      "1 content problem:\ncontent/locales/en/mail.json › farewell: expected the English translation (present in locales/pt), got nothing",
    );
  });
});
