import { benchTable, median, readRun, type LighthouseResult } from "./bench-report";

function result(performance: number, tbt: number, lcp: number): LighthouseResult {
  return {
    categories: { performance: { score: performance / 100 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 0.92 } },
    audits: {
      "total-blocking-time": { numericValue: tbt },
      "largest-contentful-paint": { numericValue: lcp },
      "first-contentful-paint": { numericValue: 800 },
      "cumulative-layout-shift": { numericValue: 0 },
      "network-requests": {
        details: {
          items: [
            { url: "http://x/pt/", resourceType: "Document", transferSize: 17000 },
            { url: "http://x/app.js", resourceType: "Script", transferSize: 25600 },
            { url: "http://x/framework.js", resourceType: "Script", transferSize: 46080 },
            { url: "data:image/svg+xml,", resourceType: "Image", transferSize: 0 },
          ],
        },
      },
    },
  };
}

describe("bench report", () => {
  it("reads the scores, timings, script bytes and requests (data URLs aside) of a run", () => {
    expect(readRun("/pt/", result(98, 40, 1400))).toEqual({
      page: "/pt/",
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      tbtMs: 40,
      lcpMs: 1400,
      fcpMs: 800,
      cls: 0,
      scriptBytes: 71680,
      requests: 3,
    });
  });

  it("refuses a run without a timing rather than reading it as zero", () => {
    const broken = result(98, 40, 1400);
    delete broken.audits["largest-contentful-paint"];
    expect(() => readRun("/pt/", broken)).toThrow("largest-contentful-paint");
  });

  it("takes the median of odd and even counts", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("prints one row per page with the median and the spread of the rounds", () => {
    const runs = [result(97, 60, 1500), result(100, 20, 1300), result(99, 40, 1400)].map((r) => readRun("/pt/", r));
    runs.push(readRun("/en/", result(100, 10, 1200)));
    const lines = benchTable(runs).split("\n");
    expect(lines[0]).toBe("| page (rounds) | perf | TBT | LCP | FCP | CLS | a11y / BP / SEO | JS transferred | requests |");
    expect(lines[2]).toBe("| /pt/ (3) | 99 (97–100) | 40 ms (20 ms–60 ms) | 1.40 s (1.30 s–1.50 s) | 0.80 s | 0.000 | 100 / 100 / 92 | 70.0 KB | 3 |");
    expect(lines[3]).toMatch(/^\| \/en\/ \(1\) \| 100 \| 10 ms \| 1\.20 s \|/);
    expect(lines).toHaveLength(4);
  });
});
