import fs from "node:fs";
import { vitalsFile } from "../src/api/vitals";
import { summarizeReports, VITAL_NAMES } from "../src/lib/vitals/vitals-report";

/** `npm run vitals:report`: the 75th percentile of each metric per page, from the stored reports. */
const file = vitalsFile();
if (!fs.existsSync(file)) {
  console.log(`No reports yet (${file} does not exist).`);
  process.exit(0);
}
const { pages, skipped } = summarizeReports(fs.readFileSync(file, "utf8").split("\n"));
const format = (name: string, p75: number) => (name === "CLS" ? p75.toFixed(3) : `${Math.round(p75)} ms`);
const rows = Object.entries(pages).map(([page, metrics]) => [
  page,
  ...VITAL_NAMES.map((name) => {
    const metric = metrics[name];
    return metric ? `${format(name, metric.p75)} (${metric.count})` : "–";
  }),
]);
const header = ["page", ...VITAL_NAMES.map((name) => `${name} p75 (n)`)];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
if (skipped > 0) console.log(`(${skipped} stored lines were not valid reports and were skipped)`);
