/**
 * The figures `npm run bench` reads from each Lighthouse run, and the table it prints: per page, the
 * median of the rounds and their spread (lowest–highest).
 */

export interface LighthouseRun {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Bytes of JavaScript over the network (compressed), and the number of requests, data URLs aside. */
  scriptBytes: number;
  requests: number;
}

/** The parts of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> } } | undefined>;
}

export function readRun(page: string, result: LighthouseResult): LighthouseRun {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => {
    const numeric = result.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse gave no ${id} for ${page}`);
    return numeric;
  };
  const requests = (result.audits["network-requests"]?.details?.items ?? []).filter((request) => !request.url?.startsWith("data:"));
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    scriptBytes: requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type Metric = Exclude<keyof LighthouseRun, "page">;

/** "median (lowest–highest)", or the median alone when every round gave the same. */
function cell(runs: readonly LighthouseRun[], metric: Metric, format: (value: number) => string): string {
  const values = runs.map((run) => run[metric]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(median(values))} (${format(low)}–${format(high)})`;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const whole = (value: number) => String(Math.round(value));
const kilobytes = (value: number) => `${(value / 1024).toFixed(1)} KB`;

/** A Markdown table, one row per page in the order first measured. */
export function benchTable(runs: readonly LighthouseRun[]): string {
  const pages = [...new Set(runs.map((run) => run.page))];
  const rows = pages.map((page) => {
    const own = runs.filter((run) => run.page === page);
    return [
      `${page} (${own.length})`,
      cell(own, "performance", whole),
      cell(own, "tbtMs", ms),
      cell(own, "lcpMs", seconds),
      cell(own, "fcpMs", seconds),
      cell(own, "cls", (value) => value.toFixed(3)),
      `${cell(own, "accessibility", whole)} / ${cell(own, "bestPractices", whole)} / ${cell(own, "seo", whole)}`,
      cell(own, "scriptBytes", kilobytes),
      cell(own, "requests", whole),
    ];
  });
  const header = ["page (rounds)", "perf", "TBT", "LCP", "FCP", "CLS", "a11y / BP / SEO", "JS transferred", "requests"];
  return [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}
