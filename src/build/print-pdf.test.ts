import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printPdfs } from "./print-pdf";

describe("printPdfs", () => {
  it("stops with what needs Chromium and how to get it on a machine without one, and writes nothing", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "print-")), "list.pdf");
    const missing = path.join(os.tmpdir(), "no-chromium-here", "chromium");
    const printing = printPdfs([{ file, html: "<p>x</p>" }], "The bird checklist", { CHROMIUM_PATH: missing });
    await expect(printing).rejects.toThrow(`The bird checklist needs Chromium to print its PDF, and there is none at ${missing}.`);
    await expect(printing).rejects.toThrow("apt-get install chromium");
    expect(fs.existsSync(file)).toBe(false);
  });
});
