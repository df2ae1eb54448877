import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { shortClassName } from "./short-class-names";

describe("shortClassName", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "class-names-"));
  const sheet = path.join(root, "Card", "index.module.css");
  const context = { resourcePath: sheet, rootContext: root };
  fs.mkdirSync(path.dirname(sheet));
  const write = (css: string, mtime: number) => {
    fs.writeFileSync(sheet, css);
    fs.utimesSync(sheet, mtime, mtime);
  };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is six characters that CSS takes without escaping, the same for the same stylesheet and class", () => {
    write(".card { color: red; }", 1000);
    const name = shortClassName(context, "", "card");
    expect(name).toMatch(/^[A-Za-z0-9_-]{6}$/);
    expect(shortClassName(context, "", "card")).toBe(name);
    expect(shortClassName(context, "", "title")).not.toBe(name);
  });

  it("changes when the stylesheet's content changes, so the pages inlining it are rendered again", () => {
    write(".card { color: red; }", 1000);
    const before = shortClassName(context, "", "card");
    write(".card { color: blue; }", 2000);
    expect(shortClassName(context, "", "card")).not.toBe(before);
    write(".card { color: red; }", 3000);
    expect(shortClassName(context, "", "card")).toBe(before);
  });

  it("does not depend on where the checkout is", () => {
    write(".card { color: red; }", 1000);
    const here = shortClassName(context, "", "card");
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "class-names-"));
    const copy = path.join(elsewhere, "Card", "index.module.css");
    fs.mkdirSync(path.dirname(copy));
    fs.copyFileSync(sheet, copy);
    expect(shortClassName({ resourcePath: copy, rootContext: elsewhere }, "", "card")).toBe(here);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });
});
