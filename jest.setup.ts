import "@testing-library/jest-dom";

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
