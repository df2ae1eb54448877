/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { HTMLElement, NodeType, parse, type Node } from "node-html-parser";
import { rawKeysIn, translationKeys } from "../../src/content/raw-keys";
import { filesUnder } from "../../src/lib/files/files-under";
import { content, PUBLIC_DIR } from "./helpers";

/**
 * No page shows a translation key where its text should be: what a component shows when it reads a
 * namespace its template did not load. Every built page, its text and the attributes read out or shown.
 */
const READ_ATTRIBUTES = ["alt", "aria-label", "title", "placeholder", "content", "value", "aria-description"];
const keys = translationKeys(content.strings);

function textsOf(node: Node, into: string[] = []): string[] {
  if (node.nodeType === NodeType.TEXT_NODE) into.push(node.rawText);
  if (!(node instanceof HTMLElement) || ["script", "style"].includes(node.rawTagName)) return into;
  for (const name of READ_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value) into.push(value);
  }
  for (const child of node.childNodes) textsOf(child, into);
  return into;
}

const pages = filesUnder(PUBLIC_DIR, (name) => name.endsWith(".html"))
  .filter((file) => !fs.readFileSync(file, "utf8").includes('http-equiv="refresh"'))
  .map((file) => path.relative(PUBLIC_DIR, file));

describe("translation keys", () => {
  it("the test knows the keys and finds the pages", () => {
    expect(keys.size).toBeGreaterThan(200);
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages)("none shown on %s", (file) => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
    expect(rawKeysIn(textsOf(parse(html)), keys)).toEqual([]);
  });
});
