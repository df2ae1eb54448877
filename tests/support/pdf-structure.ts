import zlib from "node:zlib";

/**
 * What a printed PDF holds, read without a PDF library: Chromium's tagged PDFs name each list item
 * (`/S /LI`) in their structure tree, in plain objects or in compressed object streams, and each page
 * is a `/Type /Page` object. Enough to count a printed list's entries and its pages.
 */
function pdfObjectsText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const inflated = [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      return [zlib.inflateSync(bytes.subarray(start, end)).toString("latin1")];
    } catch {
      return []; // a stream that is not deflated (an image, a font program) holds no structure
    }
  });
  return [raw, ...inflated].join("\n");
}

export const pdfListItems = (bytes: Buffer): number => (pdfObjectsText(bytes).match(/\/S\s*\/LI\b/g) ?? []).length;

export const pdfPages = (bytes: Buffer): number => (pdfObjectsText(bytes).match(/\/Type\s*\/Page\b/g) ?? []).length;
