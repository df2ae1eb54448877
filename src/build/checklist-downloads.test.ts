import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { published } from "../test-utils/published-checklist";
import { siteContent } from "../content/content-store";
import { fixtureContent } from "../test-utils/fixture-content";
import { checklistFilePaths } from "../content/checklist-files";
import { checklistCsvFile, checklistPrintHtml, monthRuns, writeChecklistDownloads } from "./checklist-downloads";
import type { PrintJob } from "./print-pdf";
import { writtenString } from "../content/ui-strings";
import type { Language } from "../lib/i18n/languages";

// The fixture's content with a checklist page of its own slugs, and the checklist's words from
// content/ (the fixture's UI strings predate them), which the expectations below read too.
const fixture = fixtureContent();
const route = { ...fixture.routes[0]!, id: "bird-checklist", template: "bird-checklist" as const, slug: { pt: "aves-daqui", en: "birds-here" } };
const content = { ...fixture, routes: [...fixture.routes, route], strings: siteContent().strings };

/** A string of the wildlife namespace as written, by its dotted key. */
const written = (language: Language, key: string): string => String(writtenString(content.strings, language, `wildlife:${key}`));

/** The printed list's entries as a reader sees them, in order. */
function entries(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const lines = (item: Element) => [...item.childNodes].map((node) => node.textContent ?? "").join(" ");
  return [...document.querySelectorAll("ol > li")].map((item) => lines(item).replace(/\s+/g, " ").trim());
}

describe("monthRuns", () => {
  it("writes the months most likely as runs, one across the year's end included, with short names per language", () => {
    expect(monthRuns([1, 2, 3, 5, 11, 12], "en", content.strings)).toBe("May, Nov–Mar");
    expect(monthRuns([1, 2, 3, 5, 11, 12], "pt", content.strings)).toBe("mai., nov.–mar.");
    expect(monthRuns([7], "pt", content.strings)).toBe("jul.");
    expect(monthRuns([], "en", content.strings)).toBe("");
  });
  it("says all year rather than a run with no start", () => {
    const everyMonth = Array.from({ length: 12 }, (_, month) => month + 1);
    expect(monthRuns(everyMonth, "pt", content.strings)).toBe(written("pt", "checklist.print.allYear"));
    expect(monthRuns(everyMonth, "en", content.strings)).toBe(written("en", "checklist.print.allYear"));
  });
});

describe("the checklist's printed list", () => {
  it("lists every species in taxonomic order with a box to tick, both names, the scientific one and its months (pt)", () => {
    const html = checklistPrintHtml(published, "pt", content);
    expect(entries(html)).toEqual([
      // No Portuguese name: the English one stands in, never a blank.
      "Undulated Tinamou Crypturellus undulatus · jan., nov.",
      // Sensitive: listed like any other, with no trail and no date.
      "gavião-real · Harpy Eagle Harpia harpyja · jan.",
      "tucano-toco · Toco Toucan Ramphastos toco · jan.–fev., nov.",
    ]);
    const document = new DOMParser().parseFromString(html, "text/html");
    expect(document.querySelectorAll("ol > li > span[aria-hidden]")).toHaveLength(3);
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(document.querySelector("li .other")?.getAttribute("lang")).toBe("en");
    expect(document.querySelector("li i")?.getAttribute("lang")).toBe("la");
    expect(html).not.toContain("jatoba");
  });

  it("names each species in the English list's language first, the Portuguese name beside it", () => {
    expect(entries(checklistPrintHtml(published, "en", content))).toEqual([
      "Undulated Tinamou Crypturellus undulatus · Jan, Nov",
      "Harpy Eagle · gavião-real Harpia harpyja · Jan",
      "Toco Toucan · tucano-toco Ramphastos toco · Jan–Feb, Nov",
    ]);
  });

  it("heads the list with the lodge, the species, the complete checklists and the latest record", () => {
    const document = new DOMParser().parseFromString(checklistPrintHtml(published, "en", content), "text/html");
    expect(document.querySelector("h1")?.textContent).toBe(written("en", "checklist.print.title").replace("{{lodge}}", content.site.productName));
    expect(document.title).toBe(document.querySelector("h1")?.textContent);
    expect(document.querySelector(".lead")?.textContent).toBe(
      [
        written("en", "checklist.heading_other").replace("{{count}}", "3"),
        written("en", "checklist.print.checklists_other").replace("{{count}}", "3"),
        written("en", "checklist.print.latest").replace("{{date}}", "2 December 2025"),
      ].join(" · "),
    );
  });

  it("escapes the names it prints", () => {
    const hostile = { ...published, names: [{ scientificName: "Ramphastos toco", pt: "<script>x</script>", en: "a & b" }] };
    const html = checklistPrintHtml(hostile, "pt", content);
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&lt;script&gt;x");
  });
});

describe("the checklist's spreadsheet", () => {
  it("starts with a byte-order mark and the headings in the file's language, then one row per species", () => {
    const csv = checklistCsvFile(published, "pt", content.strings);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [headings, ...rows] = csv.slice(1).split("\r\n");
    const columns = ["seen", "portugueseName", "englishName", "scientificName", "likelyMonths"];
    expect(headings).toBe(columns.map((column) => `"${written("pt", `checklist.print.${column}`)}"`).join(","));
    expect(rows.filter(Boolean)).toHaveLength(3);
    expect(rows[1]).toBe('"","gavião-real","Harpy Eagle","Harpia harpyja","janeiro"');
  });
});

describe("writeChecklistDownloads", () => {
  const fakePrinter = () => {
    const printed: PrintJob[] = [];
    const print = async (jobs: readonly PrintJob[]) => {
      for (const job of jobs) fs.writeFileSync(job.file, `%PDF-1.4 ${job.html.length}`);
      printed.push(...jobs);
    };
    return { printed, print };
  };

  it("writes the spreadsheet and the printed list of each language beside its page, and returns them with their sizes", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "checklist-files-"));
    const { printed, print } = fakePrinter();
    const downloads = await writeChecklistDownloads(publicDir, content, published, print);
    for (const language of ["pt", "en"] as const) {
      const paths = checklistFilePaths(route, content.site.productName, language);
      expect(downloads?.[language].pdf.href).toBe(paths.pdf);
      expect(downloads?.[language].csv.href).toBe(paths.csv);
      expect(fs.readFileSync(path.join(publicDir, paths.csv), "utf8")).toBe(checklistCsvFile(published, language, content.strings));
      expect(downloads?.[language].csv.bytes).toBe(fs.statSync(path.join(publicDir, paths.csv)).size);
      expect(downloads?.[language].pdf.bytes).toBe(fs.statSync(path.join(publicDir, paths.pdf)).size);
    }
    expect(printed.map((job) => job.html)).toEqual([checklistPrintHtml(published, "pt", content), checklistPrintHtml(published, "en", content)]);
  });

  it("writes nothing, prints nothing and removes an earlier build's files when the build has no checklist", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "checklist-files-"));
    await writeChecklistDownloads(publicDir, content, published, fakePrinter().print);
    const { printed, print } = fakePrinter();
    expect(await writeChecklistDownloads(publicDir, content, null, print)).toBeNull();
    expect(printed).toEqual([]);
    const left = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(left).toEqual([]);
  });
});
