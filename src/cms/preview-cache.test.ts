/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearStalePreviewCache, markPreviewCache, stalePreviewCache } from "./preview-cache";

let root: string;
const write = (file: string, text = "x", at?: Date) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  if (at) fs.utimesSync(path.join(root, file), at, at);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "preview-cache-"));
  write("gatsby-node.ts", "export {};");
  write("src/content/source-nodes.ts", "export const version = 1;");
  write(".cache/redux/redux.rest.state");
  write("public/index.html");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the preview's Gatsby cache", () => {
  it("is started afresh when a production build left it, and the build's public/ stays", () => {
    write("public/webpack.stats.json");
    expect(stalePreviewCache(root)).toMatch(/build/);
    expect(clearStalePreviewCache(root)).not.toBeNull();
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
    expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(true);
  });

  it("is kept when the preview left it for the same code, and nothing exists to clear on a fresh checkout", () => {
    markPreviewCache(root);
    expect(clearStalePreviewCache(root)).toBeNull();
    expect(fs.existsSync(path.join(root, ".cache/redux/redux.rest.state"))).toBe(true);
    fs.rmSync(path.join(root, ".cache"), { recursive: true });
    expect(stalePreviewCache(root)).toBeNull();
  });

  it("is started afresh after a build that ran since the preview, or a change to the code that makes nodes", () => {
    markPreviewCache(root);
    write("public/webpack.stats.json", "x", new Date(Date.now() + 60_000));
    expect(stalePreviewCache(root)).toMatch(/build/);
    fs.rmSync(path.join(root, "public/webpack.stats.json"));
    write("src/content/source-nodes.ts", "export const version = 2;");
    expect(stalePreviewCache(root)).toMatch(/código/);
  });
});
