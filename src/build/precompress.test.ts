import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { brotliOf, QUICK_QUALITY, SMALLEST_COMPRESSED_FILE } from "../lib/files/compression";
import { compressedCopy, HEADERS_ROOM, writeBrotliCopies } from "./precompress";
import { FIRST_ROUND_TRIP_BYTES } from "./page-weight";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><html lang="pt"><body>${"<p>Observação de aves no Jardim da Amazônia.</p>".repeat(200)}</body></html>`;
function write(relative: string, text: string, modifiedSecondsAgo = 0): string {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const time = new Date(Date.now() - modifiedSecondsAgo * 1000);
  fs.utimesSync(file, time, time);
  return file;
}
const decoded = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(file)).toString("utf8");

describe("the brotli copies of the built files", () => {
  it("are written beside every compressible file and decode to it, smaller than gzip's best", async () => {
    const html = write("pt/index.html", page);
    const script = write("app-1a.js", `function a(){return ${JSON.stringify(page)}}`);
    const picture = write("static/photo.webp", page);
    const { written } = await writeBrotliCopies(dir);
    expect(written.sort()).toEqual([`${script}.br`, `${html}.br`].sort());
    expect(decoded(`${html}.br`)).toBe(page);
    expect(fs.existsSync(`${picture}.br`)).toBe(false);
    expect(fs.statSync(`${html}.br`).size).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length);
  });

  it("skip a file too small to gain from it", async () => {
    const small = write("robots.txt", "User-agent: *\nAllow: /\n");
    expect(fs.statSync(small).size).toBeLessThan(SMALLEST_COMPRESSED_FILE);
    expect((await writeBrotliCopies(dir)).written).toEqual([]);
    expect(fs.existsSync(`${small}.br`)).toBe(false);
  });

  it("are kept while newer than their file, written again when it changes, removed when it goes or shrinks", async () => {
    const html = write("pt/index.html", page, 60);
    await writeBrotliCopies(dir);
    expect((await writeBrotliCopies(dir)).written).toEqual([]);

    const changed = page.replace("Observação", "Observações");
    write("pt/index.html", changed, -60); // a minute from now: plainly newer than the copy
    expect((await writeBrotliCopies(dir)).written).toEqual([`${html}.br`]);
    expect(decoded(`${html}.br`)).toBe(changed);

    write("pt/index.html", changed, -90); // written again, byte for byte: the copy stays
    expect((await writeBrotliCopies(dir)).written).toEqual([]);
    expect(decoded(`${html}.br`)).toBe(changed);

    fs.writeFileSync(`${html}.br`, "not brotli");
    write("pt/index.html", changed, -100);
    expect((await writeBrotliCopies(dir)).written).toEqual([`${html}.br`]);
    expect(decoded(`${html}.br`)).toBe(changed);

    write("pt/index.html", "<p>pequena</p>", -120);
    expect((await writeBrotliCopies(dir)).removed).toEqual([`${html}.br`]);

    const other = write("en/index.html", page);
    await writeBrotliCopies(dir);
    fs.rmSync(other);
    expect((await writeBrotliCopies(dir)).removed).toEqual([`${other}.br`]);
  });

  it("are each the copy of their own file when many are compressed at once", async () => {
    const pages = Array.from({ length: 24 }, (_, index) => write(`p${index}/index.html`, `${page}<!-- ${index} -->`.repeat(index + 1)));
    const { written } = await writeBrotliCopies(dir);
    expect([...written].sort()).toEqual(pages.map((file) => `${file}.br`).sort());
    pages.forEach((file, index) => expect(decoded(`${file}.br`)).toBe(`${page}<!-- ${index} -->`.repeat(index + 1)));
  });

  it("use brotli's best quality for scripts, styles and pages near the first round trip's size, and a quick quality for the rest", async () => {
    const bytes = Buffer.from(page);
    const quick = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(brotliOf(bytes).length).toBeLessThan(quick.length);
    // Birds in no order, as many as a long page lists: its quick copy leaves the headers too little room.
    let seed = 7;
    const birds = ["arara", "tucano", "mata", "rio", "trilha", "ninho", "garça", "jacu", "beija-flor", "sabiá"];
    const bird = () => {
      seed = (seed * 48271) % 2147483647;
      return `<li class="item">${birds[seed % 10] ?? ""} ${seed % 1000}</li>`;
    };
    const list = (length: number) => Buffer.from(`<!doctype html><ul>${Array.from({ length }, bird).join("")}</ul>`);
    const long = list(6000);
    const short = list(600);
    expect(brotliOf(long, QUICK_QUALITY).length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES - HEADERS_ROOM);
    expect(brotliOf(short, QUICK_QUALITY).length).toBeLessThan(FIRST_ROUND_TRIP_BYTES - HEADERS_ROOM);
    for (const sample of [short, long]) expect(brotliOf(sample, QUICK_QUALITY)).not.toEqual(brotliOf(sample));
    expect(await compressedCopy("pt/index.html", long)).toEqual(brotliOf(long));
    expect(await compressedCopy("pt/index.html", short)).toEqual(brotliOf(short, QUICK_QUALITY));
    expect(await compressedCopy("page-data/pt/page-data.json", long)).toEqual(brotliOf(long, QUICK_QUALITY));
    for (const file of ["app-1a.js", "styles.css", "sitemap-0.xml"]) expect(await compressedCopy(file, short)).toEqual(brotliOf(short));
  });
});
