/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../src/lib/files/files-under";

const ROOT = path.resolve(__dirname, "../..");

/** The files a module imports at run time (`import type` is erased), statically or not, followed through relative paths. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gm),
    // Loaded later, but at run time all the same (main.ts loads the server once content is valid).
    ...source.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g),
  ].map(([, specifier]) => specifier!);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    return found ? [found] : [];
  });
}

/** Every file reachable from the given entry points through run-time imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file));
  }
  return seen;
}

const sources = (dir: string) => filesUnder(path.join(ROOT, dir), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

describe("layering", () => {
  it("follows run-time imports and skips type-only ones", () => {
    const all = reachable([path.join(ROOT, "src/server/main.ts")]);
    expect(all.has(path.join(ROOT, "src/server/app.ts"))).toBe(true);
    expect(all.size).toBeGreaterThan(20);
  });

  it("the production server and the API handlers import nothing of the build's machinery (src/build/)", () => {
    const fromServer = [...reachable([...sources("src/server"), ...sources("src/api")])].map((file) => path.relative(ROOT, file));
    expect(fromServer.filter((file) => file.startsWith("src/build/"))).toEqual([]);
  });
});
