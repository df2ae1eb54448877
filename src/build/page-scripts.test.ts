import { bundleLoader, loadBundleAfterFirstPaint, oneCopyOfEachModuleScript } from "./page-scripts";

const bundle = '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>\n<script src="/app-3c.js" async></script>';

describe("the entry bundle, loaded after the first paint", () => {
  it("replaces the bundle's tags, where the first was, by one loader of the same files in the same order, without the chunk map", () => {
    const chunkMap = '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-3c.js\\"]}";\n</script>\n';
    const pagePath = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/pt/x/";/*]]>*/</script>';
    const page = `<body><main>x</main>${pagePath}${chunkMap}<script>window.___webpackCompilationHash="0a1b";</script>${bundle}<!-- end --></body>`;
    const rewritten = loadBundleAfterFirstPaint(page);
    // The page's path is set first, by the loader's script: one inline script (and policy hash) fewer.
    expect(rewritten).toBe(
      `<body><main>x</main><script>window.pagePath="/pt/x/";${bundleLoader(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"], "0a1b")}</script>\n<!-- end --></body>`,
    );
    expect(rewritten).not.toContain(" async>");
  });

  it("leaves a page without them, or already rewritten, as it is", () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0;url=/pt/"></head></html>';
    expect(loadBundleAfterFirstPaint(redirect)).toBe(redirect);
    const once = loadBundleAfterFirstPaint(`<body>${bundle}</body>`);
    expect(loadBundleAfterFirstPaint(once)).toBe(once);
    // A script that is not the bundle's (no async, or not a file of the site's root) stays.
    const other = '<script src="/x.js"></script><script src="https://example.org/a.js" async></script>';
    expect(loadBundleAfterFirstPaint(other)).toBe(other);
  });

  // Gatsby's page: its own path script, then the part it stitches its shared scripts into (slices).
  const gatsbyScripts = (hash: string, app: string) =>
    `\n<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script>\n<script>window.___webpackCompilationHash="${hash}";</script><script src="/webpack-runtime-1a.js" async></script><script src="${app}" async></script>`;
  const stitched = (page: string, scripts: string) =>
    page.replace(
      /(<!-- slice-start id="_gatsby-scripts-1" -->)[\s\S]*?(<!-- slice-end id="_gatsby-scripts-1" -->)/,
      (_, start: string, end: string) => `${start}${scripts}${end}`,
    );
  const gatsbyPage = (hash: string, app: string) =>
    stitched(
      '<body><main>x</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/pt/x/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" --></body>',
      gatsbyScripts(hash, app),
    );

  it("puts the loader where the page's path script was, outside the part Gatsby stitches its scripts into", () => {
    const finished = loadBundleAfterFirstPaint(gatsbyPage("0a1b", "/app-3c.js"));
    expect(finished).toBe(
      `<body><main>x</main><script>window.pagePath="/pt/x/";${bundleLoader(["/webpack-runtime-1a.js", "/app-3c.js"], "0a1b")}</script><!-- slice-start id="_gatsby-scripts-1" -->\n<!-- slice-end id="_gatsby-scripts-1" --></body>`,
    );
  });

  it("keeps the page's path when Gatsby stitches a later build's scripts into a finished page", () => {
    // A later build with other files: Gatsby writes its scripts into every page again, and only them.
    const again = stitched(loadBundleAfterFirstPaint(gatsbyPage("0a1b", "/app-3c.js")), gatsbyScripts("9f8e", "/app-4d.js"));
    expect(loadBundleAfterFirstPaint(again)).toBe(loadBundleAfterFirstPaint(gatsbyPage("9f8e", "/app-4d.js")));
    expect(loadBundleAfterFirstPaint(again)).toContain('window.pagePath="/pt/x/";window.___webpackCompilationHash="9f8e";');
  });

  function runLoader(paintTiming: boolean) {
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const observers: Array<{ callback: (list: { getEntriesByName(name: string): unknown[] }) => void; options: unknown }> = [];
    const appended: string[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const fakeDocument = {
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src} ${element.async}`) },
    };
    const fakeWindow: Record<string, unknown> = { PerformanceObserver: FakeObserver };
    new Function("window", "requestAnimationFrame", "setTimeout", "document", bundleLoader(["/a.js", "/b.js"], "0a1b"))(
      fakeWindow,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
      fakeDocument,
    );
    return { frames, timers, observers, appended, fakeWindow };
  }

  it("loads each file once, when the first paint is reported, or after a second where nothing paints", () => {
    const { frames, timers, observers, appended, fakeWindow } = runLoader(true);
    expect(appended).toEqual([]);
    // Gatsby's loader indexes the chunk map when it prefetches: it must be there, and empty.
    expect(fakeWindow.___chunkMapping).toEqual({});
    // …and the build's hash, by which it notices a new deploy.
    expect(fakeWindow.___webpackCompilationHash).toBe("0a1b");
    expect(frames).toEqual([]);
    expect(observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    const paints = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });
    observers[0]?.callback(paints("first-paint")); // drawn, but nothing of the page's content yet
    expect(appended).toEqual([]);
    observers[0]?.callback(paints("first-contentful-paint"));
    expect(appended).toEqual(["/a.js true", "/b.js true"]);
    observers[0]?.callback(paints("first-contentful-paint"));
    timers.forEach((t) => t.run());
    expect(appended).toHaveLength(2);
  });

  it("without paint timing, loads them after the first animation frame", () => {
    const { frames, timers, observers, appended } = runLoader(false);
    expect(observers).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.filter((t) => t.ms === 0).forEach((t) => t.run());
    expect(appended).toEqual(["/a.js true", "/b.js true"]);
  });
});

describe("gatsby-plugin-image's repeated loader", () => {
  it("is kept only at its last place; other module scripts and other scripts stay", () => {
    const loader = '<script type="module">const t=1;</script>';
    const page = `<div>${loader}</div><script type="module">other()</script><div>${loader}</div><script>${"x()"}</script><div>${loader}</div>`;
    expect(oneCopyOfEachModuleScript(page)).toBe(`<div></div><script type="module">other()</script><div></div><script>x()</script><div>${loader}</div>`);
    expect(oneCopyOfEachModuleScript(oneCopyOfEachModuleScript(page))).toBe(oneCopyOfEachModuleScript(page));
  });
});
