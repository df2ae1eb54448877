import { expect, test } from "@playwright/test";
import formsEn from "../../content/locales/en/forms.json";
import formsPt from "../../content/locales/pt/forms.json";
import { EBIRD_LOCATIONS_PLACE } from "../../src/cms/ebird-locations-place";
import { ebirdCsv } from "../../src/test-utils/ebird-export";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { axeViolations } from "./axe";
import { signInAsNewStaff } from "./visitor-form-helpers";

const FORMS = { pt: formsPt, en: formsEn };
/** A count's words as i18next picks them: its own words for none, then the language's plural forms (1 here for one). */
const count = (words: Readonly<Record<string, unknown>>, key: string, n: number) =>
  String(words[`${key}_${n === 0 ? "zero" : n === 1 ? "one" : "other"}`] ?? "").replace("{{count}}", String(n));

/**
 * The staff area's upload of the lodge's eBird export: the import's report in the staff member's
 * language. The place of these rows is no place of the lodge's (none has an id this far off), so the
 * report leaves them out by place, whatever site.json lists.
 */
for (const language of LANGUAGES) {
  const words = FORMS[language].sightings;

  test(`staff import an eBird export and read what was taken, refused and left out (${language})`, async ({ page }) => {
    await signInAsNewStaff(page, language, "sightings");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: words.heading }) });
    const file = ebirdCsv([
      { "Submission ID": "S900000001", "Location ID": "L9999991", Location: "Elsewhere" },
      { "Submission ID": "S900000002", "Location ID": "L9999991", Location: "Elsewhere", "Distance Traveled (km)": "2,5" },
    ]);
    await section.getByLabel(words.file).setInputFiles({ name: "MyEBirdData.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await section.getByRole("button", { name: words.submit }).click();
    const status = section.getByRole("status");
    await expect(status).toContainText(words.line.replace("{{line}}", "3"));
    await expect(status).toContainText(words.problem.decimalComma);
    await expect(status).toContainText(words.otherLocations.replace("{{place}}", EBIRD_LOCATIONS_PLACE));
    await expect(status).toContainText("L9999991 Elsewhere");
    await expect(status).toContainText(words.taken.replace("{{checklists}}", count(words, "checklists", 0)).replace("{{records}}", count(words, "records", 0)));
    expect(await axeViolations(page)).toEqual([]);

    // A file that is not eBird's: refused whole, in words.
    await section.getByLabel(words.file).setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("Name,Notes\r\na,b\r\n") });
    await section.getByRole("button", { name: words.submit }).click();
    await expect(status).toContainText(words.refused.columns.split("{{columns}}")[0] ?? "");
    await expect(status).toContainText("Submission ID");
  });
}
