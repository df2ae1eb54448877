import { indexTaxonomyColumns, portugueseNameColumn, readTaxonomyRow } from "./taxonomy-rows";

// eBird's header, with columns the names table leaves aside.
const HEADER = ["TAXON_ORDER", "CATEGORY", "SPECIES_CODE", "PRIMARY_COM_NAME", "SCI_NAME", "ORDER1", "FAMILY", "SPECIES_GROUP", "REPORT_AS"];

const columns = (() => {
  const index = indexTaxonomyColumns(HEADER);
  if (!index.ok) throw new Error("the header was refused");
  return index.columns;
})();

describe("eBird's taxonomy rows", () => {
  it("finds the columns by name wherever they are, and names those a file lacks", () => {
    expect(indexTaxonomyColumns([...HEADER].reverse())).toMatchObject({ ok: true, columns: { SCI_NAME: 4, TAXON_ORDER: 8 } });
    expect(indexTaxonomyColumns(["Submission ID", "Scientific Name", "TAXON_ORDER"])).toEqual({
      ok: false,
      missing: ["CATEGORY", "PRIMARY_COM_NAME", "SCI_NAME"],
    });
  });

  it("takes a species and a spuh with their names, order and category", () => {
    expect(readTaxonomyRow(["8003", "species", "x", "Harpy Eagle", "Harpia harpyja", "", "", "", ""], columns)).toEqual({
      ok: true,
      taxon: { scientificName: "Harpia harpyja", englishName: "Harpy Eagle", portugueseName: null, taxonomicOrder: 8003, category: "species" },
    });
    expect(readTaxonomyRow(["17003.5", "spuh", "x", "Amazona sp.", "Amazona sp.", "", "", "", ""], columns)).toMatchObject({
      ok: true,
      taxon: { taxonomicOrder: 17003.5, category: "spuh" },
    });
  });

  it("takes the Portuguese name from the lodge's own PT_BR_NAME column, where it gives one", () => {
    const header = [...HEADER, "PT_BR_NAME"];
    const portuguese = portugueseNameColumn(header);
    expect(portuguese).toBe(HEADER.length);
    expect(portugueseNameColumn(HEADER)).toBe(-1);
    const row = (name: string) => readTaxonomyRow(["8003", "species", "x", "Harpy Eagle", "Harpia harpyja", "", "", "", "", name], columns, portuguese);
    expect(row(" gavião-real ")).toMatchObject({ ok: true, taxon: { portugueseName: "gavião-real", englishName: "Harpy Eagle" } });
    expect(row("")).toMatchObject({ ok: true, taxon: { portugueseName: null } });
  });

  it("refuses a short row, an empty name, an order that is not a number and an unknown category", () => {
    expect(readTaxonomyRow(["1", "species"], columns)).toEqual({ ok: false, problem: "columnCount" });
    expect(readTaxonomyRow(["1", "species", "x", " ", "Harpia harpyja"], columns)).toEqual({
      ok: false,
      problem: "missing",
      column: "PRIMARY_COM_NAME",
      value: "",
    });
    expect(readTaxonomyRow(["8,003", "species", "x", "Harpy Eagle", "Harpia harpyja"], columns)).toEqual({
      ok: false,
      problem: "number",
      column: "TAXON_ORDER",
      value: "8,003",
    });
    expect(readTaxonomyRow(["1", "Species", "x", "Harpy Eagle", "Harpia harpyja"], columns)).toEqual({
      ok: false,
      problem: "category",
      column: "CATEGORY",
      value: "Species",
    });
  });
});
