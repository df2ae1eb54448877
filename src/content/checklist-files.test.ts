import { checklistFilePaths, withChecklistDownloads, type ChecklistDownloadFiles } from "./checklist-files";

const route = { id: "bird-checklist", slug: { pt: "aves-daqui", en: "birds-here" } };
const files = (language: string): ChecklistDownloadFiles => ({
  pdf: { href: `/${language}/x.pdf`, bytes: 2 },
  csv: { href: `/${language}/x.csv`, bytes: 1 },
});
const downloads = { pt: files("pt"), en: files("en") };

describe("checklistFilePaths", () => {
  it("puts the files beside the page of their language, named after the page and the lodge, without accents", () => {
    expect(checklistFilePaths(route, "Jardim da Amazônia", "pt")).toEqual({
      pdf: "/pt/aves-daqui/aves-daqui-jardim-da-amazonia.pdf",
      csv: "/pt/aves-daqui/aves-daqui-jardim-da-amazonia.csv",
    });
    expect(checklistFilePaths(route, "Jardim da Amazônia", "en").pdf).toBe("/en/birds-here/birds-here-jardim-da-amazonia.pdf");
  });
});

describe("withChecklistDownloads", () => {
  const page = (component: string, language: "pt" | "en") => ({ path: "/", component, context: { language } });

  it("gives the checklist page its language's files and leaves every other page as it was", () => {
    expect(withChecklistDownloads(page("checklist.tsx", "en"), downloads, "checklist.tsx").context).toEqual({ language: "en", downloads: downloads.en });
    const other = page("faq.tsx", "pt");
    expect(withChecklistDownloads(other, downloads, "checklist.tsx")).toBe(other);
  });

  it("adds nothing when the build made no files", () => {
    const checklist = page("checklist.tsx", "pt");
    expect(withChecklistDownloads(checklist, null, "checklist.tsx")).toBe(checklist);
  });
});
