import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "@testing-library/jest-dom";

// Unit tests use no network: a request anywhere but this machine's loopback fails the test at once.
const realFetch = globalThis.fetch;
if (realFetch) {
  globalThis.fetch = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error(`unit tests use no network: fetch(${url.href})`);
    return realFetch(input, init);
  };
}

// Each test file gets a temporary folder of its own, which os.tmpdir() answers from here on, and
// which is removed with everything in it once the file has run: no unit test leaves a folder behind.
// (Setting TMPDIR would not do: Jest gives each file a copy of process.env that Node's os never reads.)
const fileTmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-"));
const tmpdir = jest.spyOn(os, "tmpdir").mockReturnValue(fileTmpDir);
afterAll(() => {
  tmpdir.mockRestore();
  fs.rmSync(fileTmpDir, { recursive: true, force: true });
});

// jsdom has no matchMedia; components only listen for width changes, so a never-matching stub will do.
// Node-environment tests (server code such as src/api) have no window at all.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
