import fs from "node:fs";
import path from "node:path";
import { checklistCsvFile, checklistPrintHtml } from "../../src/build/checklist-downloads";
import { checklistFilePaths } from "../../src/content/checklist-files";
import { formatFileSize } from "../../src/lib/format/measures";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { pdfListItems, pdfPages } from "../support/pdf-structure";
import { content, page, pathOf, PUBLIC_DIR, testBuildData, uiString } from "./helpers";

// The checklist the test build published: the seeded exports, computed again from the same data.
const { published } = testBuildData();
const route = content.routes.find((candidate) => candidate.template === "bird-checklist")!;
const filesIn = (language: (typeof LANGUAGES)[number]) => checklistFilePaths(route, content.site.productName, language);
const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC_DIR, urlPath));

describe.each(LANGUAGES)("the bird checklist to take along (%s)", (language) => {
  it("is a spreadsheet with a byte-order mark, both names and a row per species", () => {
    if (!published) throw new Error("no checklist published");
    const csv = read(filesIn(language).csv).toString("utf8");
    expect(csv).toBe(checklistCsvFile(published, language, content.strings));
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(published.frequencies.species.length + 1);
  });

  it("is a PDF printed from the checklist, one list entry per species", () => {
    if (!published) throw new Error("no checklist published");
    const pdf = read(filesIn(language).pdf);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(1);
    expect(pdfListItems(pdf)).toBe(published.frequencies.species.length);
    // Printed from the checklist's HTML of this language: every scientific name is in it.
    const html = checklistPrintHtml(published, language, content);
    for (const species of published.frequencies.species) expect(html).toContain(species.scientificName);
  });

  it("is linked from the checklist page, with the file's type in the link and its size beside it", () => {
    const links = page(pathOf("bird-checklist", language)).querySelectorAll("main a");
    for (const [kind, key] of [
      ["pdf", "wildlife:checklist.downloads.pdf"],
      ["csv", "wildlife:checklist.downloads.csv"],
    ] as const) {
      const href = filesIn(language)[kind];
      const link = links.find((candidate) => candidate.getAttribute("href") === href);
      expect(link?.textContent).toBe(uiString(language, key));
      expect(link?.parentNode.textContent).toContain(formatFileSize(read(href).length, language));
    }
  });
});
