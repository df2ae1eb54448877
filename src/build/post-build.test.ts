import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finishBuiltPages, STITCHED_SCRIPTS_DIR } from "./post-build";

describe("stray NUL bytes in built pages", () => {
  it("are removed from HTML files, and nothing else is touched", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "pt"));
    fs.writeFileSync(path.join(dir, "pt", "index.html"), Buffer.concat([Buffer.from("<p>Amaz"), Buffer.from([0]), Buffer.from("ônia</p>")]));
    fs.writeFileSync(path.join(dir, "clean.html"), "<p>ok</p>");
    fs.writeFileSync(path.join(dir, "data.bin"), Buffer.from([1, 0, 2]));
    expect(finishBuiltPages(dir)).toEqual([path.join(dir, "pt", "index.html")]);
    expect(fs.readFileSync(path.join(dir, "pt", "index.html"), "utf8")).toBe("<p>Amazônia</p>");
    expect([...fs.readFileSync(path.join(dir, "data.bin"))]).toEqual([1, 0, 2]);
  });

  it("are removed in the same pass that loads the bundle after the first paint, and a finished page is left alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const page = path.join(dir, "index.html");
    fs.writeFileSync(page, Buffer.concat([Buffer.from("<p>Amaz"), Buffer.from([0]), Buffer.from('ônia</p><script src="/app-1.js" async></script>')]));
    expect(finishBuiltPages(dir)).toEqual([page]);
    const finished = fs.readFileSync(page, "utf8");
    expect(finished).toMatch(/^<p>Amazônia<\/p><script>window.___chunkMapping={};\(function\(u\)/);
    expect(finished).toContain('["/app-1.js"]');
    expect(finishBuiltPages(dir)).toEqual([]);
  });

  it("leaves the scripts Gatsby stitches into every page as Gatsby wrote them", () => {
    // Rewritten, they would differ from what Gatsby writes at the next build, which then stitches every page again.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const scripts = path.join(dir, STITCHED_SCRIPTS_DIR, "_gatsby-scripts-1.html");
    fs.mkdirSync(path.dirname(scripts), { recursive: true });
    const gatsbys = '<script>window.___webpackCompilationHash="0a1b";</script><script src="/app-1.js" async></script>';
    fs.writeFileSync(scripts, gatsbys);
    expect(finishBuiltPages(dir)).toEqual([]);
    expect(fs.readFileSync(scripts, "utf8")).toBe(gatsbys);
  });
});
