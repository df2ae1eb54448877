import { CSV_PIECE_BYTES, CsvSyntaxError, readCsv, type CsvRecord } from "./csv-reader";

async function* inChunks(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, "utf8");
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function records(text: string, size = 1_000_000): Promise<CsvRecord[]> {
  const read: CsvRecord[] = [];
  for await (const record of readCsv(inChunks(text, size))) read.push(record);
  return read;
}

// Every chunk size from one byte up: a quote, CR or multi-byte letter split between chunks reads the same.
const SIZES = [1, 2, 3, 5, 7, 1_000_000];

describe("readCsv", () => {
  it.each(SIZES)("reads quoted commas, doubled quotes and line breaks in %i-byte chunks, with each record's first line", async (size) => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","he said ""hi"""\r\n2,"two\r\nlines",ção\r\n\r\n3,,""\n';
    expect(await records(text, size)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "x, y", 'he said "hi"'] },
      { line: 3, fields: ["2", "two\r\nlines", "ção"] },
      { line: 6, fields: ["3", "", ""] },
    ]);
  });

  // A function host's upload comes as one buffer: it is read in pieces, whatever falls on their border.
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    "reads a file given as one buffer in %i-shifted pieces, a letter, a doubled quote or a line break on their border",
    async (shift) => {
      const long = "y".repeat(CSV_PIECE_BYTES - "a,b\r\nx,".length - shift);
      const text = `a,b\r\nx,${long}ção,"q""q"\r\nz,w\r\n`;
      const read: CsvRecord[] = [];
      for await (const record of readCsv([Buffer.from(text, "utf8")])) read.push(record);
      expect(read).toEqual([
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["x", `${long}ção`, 'q"q'] },
        { line: 3, fields: ["z", "w"] },
      ]);
    },
  );

  it("drops the BOM only at the start and reads a last line with no line break", async () => {
    expect(await records("\uFEFFa\nb")).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, fields: ["b"] },
    ]);
  });

  it("refuses a quote never closed, naming the line it opened on", async () => {
    await expect(records('a\n"open\nstill')).rejects.toEqual(new CsvSyntaxError(2, "openQuote"));
  });

  it("refuses text after a closing quote, naming its line", async () => {
    await expect(records('a\nb\n"x"y,z')).rejects.toEqual(new CsvSyntaxError(3, "afterQuote"));
  });
});
