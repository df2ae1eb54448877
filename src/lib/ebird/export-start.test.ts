/** @jest-environment node */
import { ebirdCsv } from "../../test-utils/ebird-export";
import { fixtureExport, resaved } from "../../test-utils/resaved-export";
import { exportStartProblem } from "./export-start";
import { FILE_START_BYTES } from "./file-start";

const start = (file: Buffer | string) => exportStartProblem(Buffer.from(file).subarray(0, FILE_START_BYTES));

// First bytes of files picked by mistake: their signatures, then whatever follows.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x48]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const zipOf = (entry: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), Buffer.alloc(16), Buffer.from(entry)]);
const HEIC = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(8)]);

describe("exportStartProblem", () => {
  it("finds nothing wrong with eBird's export, nor with a semicolon or a tab inside its fields", async () => {
    expect(start(fixtureExport())).toBeNull();
    expect(start(ebirdCsv([{ "Checklist Comments": "sol; depois chuva\tforte" }]))).toBeNull();
  });

  it("leaves a CSV of other columns to the column check, which names what it lacks", () => {
    expect(start("Name,Notes\r\na,b\r\n")).toBeNull();
    expect(start("Nome;Notas\r\na;b\r\n")).toBeNull();
    expect(start("")).toBeNull();
  });

  it.each([
    ["semicolons", ";", "semicolon"],
    ["tabs", "\t", "tab"],
  ] as const)("names the separator of the export saved again with %s", async (_name, separator, named) => {
    const file = await resaved(fixtureExport(), { separator, dates: "dayFirst" });
    expect(start(file)).toEqual({ problem: "separator", separator: named });
    // Every name quoted, as some programs write them; a column removed after.
    const quoted = file.replace(/^[^\r]*/, (header) =>
      header
        .split(separator)
        .slice(1)
        .map((name) => `"${name}"`)
        .join(separator),
    );
    expect(start(quoted)).toEqual({ problem: "separator", separator: named });
  });

  it.each([
    ["a JPEG image", JPEG, "jpeg"],
    ["a PNG image", PNG, "png"],
    ["an iPhone's HEIC photo", HEIC, "heic"],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"), "pdf"],
    ["eBird's zip", zipOf("MyEBirdData.csv"), "zip"],
    ["an Excel workbook", zipOf("[Content_Types].xml....xl/workbook.xml"), "spreadsheet"],
    ["a LibreOffice spreadsheet", zipOf("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"), "spreadsheet"],
    ["an old Excel workbook", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "office"],
    ["a binary file of no known kind", Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), "other"],
  ] as const)("says %s is not a CSV file, and what it is", (_name, bytes, looksLike) => {
    expect(start(Buffer.concat([bytes, Buffer.from("Submission ID,Common Name\r\n")]))).toEqual({ problem: "notCsv", looksLike });
  });

  it("names the encoding of the export saved again in Windows' own (Latin-1) or as UTF-16", () => {
    const text = fixtureExport()
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    expect(start(Buffer.from(text, "latin1"))).toEqual({ problem: "encoding" });
    expect(start(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]))).toEqual({ problem: "encoding" });
  });

  it("does not take a letter cut at the end of the bytes looked at for another encoding", () => {
    const long = ebirdCsv(Array.from({ length: 200 }, () => ({ County: "São José do Rio Claro" })));
    const bytes = Buffer.from(long);
    const cut = bytes.indexOf("ã", 2000);
    expect(exportStartProblem(bytes.subarray(0, cut + 1))).toBeNull();
  });
});
