import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeStrayNulBytes } from "./post-build";

describe("stray NUL bytes in built pages", () => {
  it("are removed from HTML files, and nothing else is touched", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "pt"));
    fs.writeFileSync(path.join(dir, "pt", "index.html"), Buffer.concat([Buffer.from("<p>Amaz"), Buffer.from([0]), Buffer.from("ônia</p>")]));
    fs.writeFileSync(path.join(dir, "clean.html"), "<p>ok</p>");
    fs.writeFileSync(path.join(dir, "data.bin"), Buffer.from([1, 0, 2]));
    expect(removeStrayNulBytes(dir)).toEqual([path.join(dir, "pt", "index.html")]);
    expect(fs.readFileSync(path.join(dir, "pt", "index.html"), "utf8")).toBe("<p>Amazônia</p>");
    expect([...fs.readFileSync(path.join(dir, "data.bin"))]).toEqual([1, 0, 2]);
  });
});
