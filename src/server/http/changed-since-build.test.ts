/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { writeBrotliCopies } from "../../build/precompress";
import { changedBuildProblem, filesChangedSinceBuild } from "./changed-since-build";

/**
 * A public/ as the build leaves it is served; one a development server has written into since (the
 * preview of `npm run cms` rewrites page data beside the build's brotli copies) is refused, with the
 * file named and what to run.
 */
let publicDir: string;
const PAGE_DATA = "page-data/pt/trilhas/page-data.json";
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
};
const later = (file: string, seconds: number) => {
  const at = new Date(Date.now() + seconds * 1000);
  fs.utimesSync(path.join(publicDir, file), at, at);
};
const pageData = (title: string) => JSON.stringify({ path: "/pt/trilhas/", result: { data: { title, trails: "x".repeat(2000) } } });

beforeEach(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "built-site-"));
  write("index.html", `<!doctype html><title>Início</title>${"<p>texto</p>".repeat(200)}`);
  write(PAGE_DATA, pageData("Trilhas"));
  write("robots.txt", "User-agent: *\n");
  // The build's own last step.
  await writeBrotliCopies(publicDir);
});

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("a built site changed since its build", () => {
  it("is not found in the build as the build left it, nor after another build", async () => {
    expect(fs.existsSync(path.join(publicDir, `${PAGE_DATA}.br`))).toBe(true);
    expect(filesChangedSinceBuild(publicDir)).toEqual([]);
    expect(changedBuildProblem(publicDir)).toBeNull();
    write(PAGE_DATA, pageData("Trilhas do Jardim"));
    await writeBrotliCopies(publicDir);
    expect(filesChangedSinceBuild(publicDir)).toEqual([]);
  });

  it("is a file written again with other content beside the build's copy, as the preview writes page data", () => {
    write(PAGE_DATA, pageData("Trilhas (prévia)"));
    later(PAGE_DATA, 5);
    expect(filesChangedSinceBuild(publicDir)).toEqual([PAGE_DATA]);
    const problem = changedBuildProblem(publicDir) ?? "";
    expect(problem.split("\n")).toHaveLength(1);
    expect(problem).toContain(publicDir);
    expect(problem).toContain(`${PAGE_DATA} no longer matches its brotli copy`);
    expect(problem).toMatch(/Run `npm run build`, then `npm run serve`\.$/);
  });

  it("is not a file written again unchanged, or a copy of public/ that did not keep the files' times", () => {
    write(PAGE_DATA, pageData("Trilhas"));
    later(PAGE_DATA, 5);
    later("index.html", 5);
    expect(filesChangedSinceBuild(publicDir)).toEqual([]);
  });

  it("is a copy whose file is gone, or that is no longer brotli", () => {
    fs.rmSync(path.join(publicDir, "index.html"));
    fs.writeFileSync(path.join(publicDir, `${PAGE_DATA}.br`), zlib.gzipSync(pageData("Trilhas")));
    later(PAGE_DATA, 5);
    expect(filesChangedSinceBuild(publicDir)).toEqual(["index.html", PAGE_DATA]);
  });

  it("names a few files and counts the rest", async () => {
    const pages = ["a", "b", "c", "d", "e"].map((page) => `page-data/${page}/page-data.json`);
    for (const page of pages) write(page, pageData(page));
    await writeBrotliCopies(publicDir);
    for (const page of pages) {
      write(page, pageData(`${page} (prévia)`));
      later(page, 5);
    }
    expect(changedBuildProblem(publicDir)).toContain(`${pages.slice(0, 3).join(", ")} and 2 more no longer match their brotli copies`);
  });
});
