import { render } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import formsEn from "../../../content/locales/en/forms.json";
import formsPt from "../../../content/locales/pt/forms.json";
import { EBIRD_LOCATIONS_PLACE } from "../../cms/ebird-locations-place";
import type { Language } from "../../lib/i18n/languages";
import { pageI18n } from "../../lib/i18n/page-i18n";
import type { ImportReport, ImportResult } from "../../server/sightings/import-sightings";
import { ImportOutcome } from "./SightingsImport";

/**
 * The content's own words, not the fixture's: these messages are what is tested. What each test
 * expects is built from the same files, so rewording a message changes no test.
 */
const FORMS = { pt: formsPt, en: formsEn };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const REPORT: ImportReport = {
  ok: true,
  checklistsTaken: 0,
  recordsTaken: 0,
  checklistsAlreadyImported: 0,
  checklistsRefused: 500,
  refused: [{ line: 2, problem: "decimalComma", column: "Latitude", value: "-13,27", alike: 499 }],
  refusedLines: 500,
  otherLocations: [{ locationId: "L9999999", location: "Fazenda vizinha", rows: 3 }],
  withoutPortugueseName: [],
};

// What the page shows once the upload is answered (jsdom's forms do not send a chosen file).
function importAnswered(language: Language, result: ImportResult): HTMLElement {
  const view = render(
    <I18nextProvider i18n={pageI18n(language, { forms: FORMS[language] })}>
      <ImportOutcome outcome={{ kind: "report", result, publication: null }} />
    </I18nextProvider>,
  );
  return view.container;
}

describe.each(["pt", "en"] as const)("the staff's eBird import, in %s", (language) => {
  const words = FORMS[language].sightings;
  it.each([
    ["a file saved with semicolons", { ok: false, problem: "separator", separator: "semicolon" }, words.refused.separator.semicolon],
    ["a JPEG", { ok: false, problem: "notCsv", looksLike: "jpeg" }, fill(words.refused.notCsv, { what: words.refused.looksLike.jpeg })],
    [
      "500 rows of dates day first",
      { ok: false, problem: "dateFormat", order: "dayFirst", example: "13/01/2024", line: 14 },
      fill(words.refused.dateFormat.dayFirst, { example: "13/01/2024", line: 14 }),
    ],
  ] as const)("refuses %s in one paragraph: the cause, and to send the original file", (_name, result, cause) => {
    const status = importAnswered(language, result);
    expect([...status.querySelectorAll("p")].map((paragraph) => paragraph.textContent)).toEqual([`${cause} ${words.refused.useOriginal}`]);
    expect(status.textContent).not.toMatch(/\{\{|sightings\./);
  });

  it("says what to do with eBird's zip, without more", () => {
    const status = importAnswered(language, { ok: false, problem: "notCsv", looksLike: "zip" });
    expect(status.textContent).toBe(words.refused.zip);
  });

  it("counts the lines like a refused one on it, and names where the content editor sets the lodge's places", () => {
    const status = importAnswered(language, REPORT);
    const items = [...status.querySelectorAll("li")].map((item) => item.textContent);
    expect(items[0]).toContain(fill(words.alike_other, { count: 499 }));
    expect(status.textContent).toContain(fill(words.otherLocations, { place: EBIRD_LOCATIONS_PLACE }));
    expect(status.textContent).toContain("Configurações gerais › Locais da pousada no eBird");
    // No line is left over past the listed one and the 499 like it.
    expect(status.textContent).not.toContain(fill(words.moreLines_other, { count: 499 }));
  });
});
