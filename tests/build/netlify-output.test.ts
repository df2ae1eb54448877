import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { NETLIFY_FUNCTIONS_DIR } from "../../src/deploy/netlify-adapter";
import { builtFiles, HASHED_BUNDLE, urlOfBuiltFile } from "../../src/build/built-files";
import { filesUnder } from "../../src/lib/files/files-under";
import { API_HANDLERS } from "../../src/server/api-handlers";
import { SOURCE_MAPS_DIR } from "../../src/build/source-maps";
import { IMMUTABLE, parseHeadersFile, REVALIDATE } from "../../src/lib/http/response-headers";
import { CDN_FUNCTIONS, ruleMatches } from "../../src/server/http/site-rules";
import { LANGUAGES } from "../../src/lib/i18n/languages";
import { PUBLIC_DIR } from "./helpers";

/** What a Netlify deploy takes from this build: public/ with its rules, and the adapter's functions. */
const ROOT = path.resolve(__dirname, "../..");
const functionsDir = path.join(ROOT, NETLIFY_FUNCTIONS_DIR);
const apiNames = Object.keys(API_HANDLERS).sort();
const read = (name: string) => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8");
/** Every published file, relative to public/ (the brotli copies are the production server's alone). */
const files = builtFiles(PUBLIC_DIR).filter((file) => !file.endsWith(".br"));

describe("the functions", () => {
  it("are exactly the handlers of src/api/, one each", () => {
    expect(fs.readdirSync(functionsDir).sort()).toEqual(apiNames.map((name) => `${name}-js`).sort());
  });

  it.each(apiNames)("%s carries its compiled handler and reads whole requests", (name) => {
    const id = `${name}-js`;
    const manifest = JSON.parse(fs.readFileSync(path.join(functionsDir, id, `${id}.json`), "utf8")) as { config: { name: string; includedFiles: string[] } };
    expect(manifest.config.name).toBe(`/api/${name}`);
    for (const file of manifest.config.includedFiles) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
    const handler = fs.readFileSync(path.join(functionsDir, id, `${id}.js`), "utf8");
    expect(handler).toContain("exports.handler = handler");
    expect(handler).toContain('req.once("end", () => { req.complete = true })');
  });

  it.each(apiNames)("%s requires the packages the site's code uses from node_modules, each as it resolves from the site's root", (name) => {
    // Gatsby's functions build, patched (docs/PATCHES.md): webpack used to copy every package into every function.
    const compiled = fs.readFileSync(path.join(ROOT, ".cache", "functions", `${name}.js`), "utf8");
    const packages = [...compiled.matchAll(/require\("([^".][^"]*)"\)/g)].map((match) => match[1] as string).filter((spec) => !spec.startsWith("node:"));
    expect(packages).toEqual(expect.arrayContaining(["body-parser", "multer"]));
    const fromRoot = createRequire(path.join(ROOT, "package.json"));
    for (const spec of packages) expect(() => fromRoot.resolve(spec)).not.toThrow();
    expect(compiled.length).toBeLessThan(1_000_000);
  });
});

describe("_redirects", () => {
  const lines = read("_redirects")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  const functionLines = lines.filter((line) => line.includes(CDN_FUNCTIONS));

  it("routes each handler's address to its function, and nothing else to a function", () => {
    expect(functionLines.sort()).toEqual(apiNames.map((name) => `/api/${name}/  ${CDN_FUNCTIONS}${name}-js  200`).sort());
  });

  it("holds only forced 301s and each language's 404 besides", () => {
    const others = lines.filter((line) => !functionLines.includes(line));
    const notFound = others.filter((line) => line.endsWith(" 404"));
    expect(notFound).toEqual(LANGUAGES.map((language) => `/${language}/*  /${language}/404/  404`));
    expect(others.filter((line) => !notFound.includes(line)).every((line) => /^\/\S* {2}\/\S* {2}301!$/.test(line))).toBe(true);
    // Any other unknown path gets the CDN's own fallback, the root 404 page.
    expect(fs.existsSync(path.join(PUBLIC_DIR, "404.html"))).toBe(true);
  });
});

describe("_headers", () => {
  const rules = parseHeadersFile(read("_headers"));
  const matching = (file: string) => rules.filter((rule) => ruleMatches(rule.path, urlOfBuiltFile(file)));

  it("never sets one header twice for a file (a CDN would join both values into one)", () => {
    const repeated = files.flatMap((file) => {
      const names = matching(file).flatMap((rule) => Object.keys(rule.headers).map((name) => name.toLowerCase()));
      return names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${urlOfBuiltFile(file)} ${name}`);
    });
    expect(repeated).toEqual([]);
  });

  it("caches content-hashed scripts and styles for a year, and revalidates pages and page data every time", () => {
    const cacheOf = (file: string) => matching(file).find((rule) => rule.headers["Cache-Control"])?.headers["Cache-Control"];
    const hashed = files.filter((file) => HASHED_BUNDLE.test(file) && !file.includes("/"));
    expect(hashed.length).toBeGreaterThan(10);
    for (const file of hashed) expect([file, cacheOf(file)]).toEqual([file, IMMUTABLE]);
    for (const file of files.filter((name) => name.endsWith(".html") || name.startsWith("page-data/"))) {
      expect([file, cacheOf(file)]).toEqual([file, REVALIDATE]);
    }
  });
});

describe("source maps", () => {
  it("are not in what is published, nor named by any script", () => {
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    for (const script of files.filter((file) => file.endsWith(".js") && !file.startsWith("admin/"))) expect(read(script)).not.toContain("sourceMappingURL=");
  });

  it("are kept beside the build, one for each of the site's scripts that holds code", () => {
    const maps = new Set(filesUnder(path.join(ROOT, SOURCE_MAPS_DIR)).map((file) => path.basename(file)));
    // A chunk of nothing but empty modules (what is left of a stylesheet's chunk) has nothing to map.
    const emptyChunk = /^\(self\.\w+=self\.\w+\|\|\[\]\)\.push\(\[\[\d+\],\{(\d+:function\(\)\{\},?)+\}\]\);?\s*$/;
    const scripts = files.filter((file) => HASHED_BUNDLE.test(file) && file.endsWith(".js") && !file.includes("/") && !emptyChunk.test(read(file)));
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) expect(maps).toContain(`${script}.map`);
  });
});
