import { closeDatabase, database, databaseTarget } from "../src/server/data/open-database";
import { storedReports } from "../src/server/data/vitals-store";
import { summarizeReports, VITAL_NAMES } from "../src/lib/vitals/vitals-report";

/** `npm run vitals:report`: the 75th percentile of each metric per page, from the stored reports. */
async function main(): Promise<void> {
  const target = databaseTarget();
  const reports = await storedReports(await database());
  await closeDatabase();
  if (reports.length === 0) {
    console.log(`No reports yet (${target.kind === "postgres" ? "PostgreSQL at DATABASE_URL" : `the embedded database in ${target.dataDir}`}).`);
    return;
  }
  const pages = summarizeReports(reports);
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
}

void main();
