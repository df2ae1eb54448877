/**
 * Benchmarks, not tests (the machines are noisy). Lighthouse mobile (simulated throttling, Debian's
 * Chromium) against the production server on the current build, rounds interleaved page by page,
 * printed as a table of medians and spreads; with --build, first a cold build and a rebuild after
 * one trail's description changes, timed.
 *
 *   npm run build && npm run bench                 the sample pages and an entry page per listing, 5 rounds
 *   npm run bench -- --rounds 3 /pt/ /en/trails/   other pages or rounds
 *   npm run bench -- --build                       build times too (rebuilds public/)
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchTable, readRun, type LighthouseResult, type LighthouseRun } from "../src/build/bench-report";
import { pageScriptWeight } from "../src/build/page-weight";
import { localizedPath } from "../src/lib/routing/routes";
import { siteContent } from "../src/content/content-store";
import { ENTRY_LISTINGS, entryPath, listedEntries } from "../src/content/entry-pages";
import { startSiteServer } from "../tests/support/site-server";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");

/** The sample: the home page, the heaviest lists and pictures, the table-side menu, the booking enquiry form, in both languages. */
const SAMPLE = ["home", "trails", "gallery", "menu", "field-guides", "media-press", "booking-enquiry"];

/** The first entry page of each listing (a species, a trail, a room, a news item), the languages taking turns. */
function entrySample(): string[] {
  const entries = listedEntries(siteContent());
  return ENTRY_LISTINGS.flatMap(({ listing }, index) => {
    const first = entries.find((entry) => entry.listing.id === listing);
    return first ? [entryPath(first, index % 2 === 0 ? "pt" : "en")] : [];
  });
}

function options(argv: string[]) {
  const rounds = argv.includes("--rounds") ? Number(argv[argv.indexOf("--rounds") + 1]) : 5;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds takes a whole number of rounds");
  const pages = argv.filter((arg, i) => arg.startsWith("/") && argv[i - 1] !== "--rounds");
  const routes = siteContent().routes;
  const sample = SAMPLE.flatMap((id) => {
    const route = routes.find((candidate) => candidate.id === id);
    if (!route) throw new Error(`content/routes.json has no route "${id}"`);
    return (["pt", "en"] as const).map((language) => localizedPath(route, language));
  });
  return { rounds, build: argv.includes("--build"), pages: pages.length ? pages : [...sample, ...entrySample()] };
}

function timed(label: string, command: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0) throw new Error(`${label} failed (${command} ${args.join(" ")})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * A cold build (no .cache, no public/), then a rebuild after a word is added to the first trail's
 * Portuguese description, then the file is put back and the site rebuilt from the committed content.
 */
function buildTimes(): string[] {
  const trailsFile = path.join(root, "content", "trails.json");
  const original = fs.readFileSync(trailsFile, "utf8");
  const cold = (timed("gatsby clean", "npx", ["gatsby", "clean"]), timed("cold build", "npm", ["run", "build"]));
  const trails = JSON.parse(original) as Array<{ description: { pt: string } }>;
  if (!trails[0]) throw new Error("content/trails.json has no trail to edit");
  trails[0].description.pt += " Trilha revisada.";
  let edit: number;
  try {
    fs.writeFileSync(trailsFile, `${JSON.stringify(trails, null, 2)}\n`);
    edit = timed("rebuild after a trail edit", "npm", ["run", "build"]);
  } finally {
    fs.writeFileSync(trailsFile, original);
  }
  const back = timed("rebuild with the committed content", "npm", ["run", "build"]);
  return [
    `Cold build (gatsby clean, npm run build): ${cold.toFixed(0)} s`,
    `Rebuild after editing one trail's description: ${edit.toFixed(0)} s (and ${back.toFixed(0)} s to put it back)`,
  ];
}

/** Lighthouse in its own process: it serialises functions into the page, which must not carry this loader's helpers. */
function lighthouseOnce(url: string): LighthouseResult {
  const json = execFileSync(
    process.execPath,
    [
      require.resolve("lighthouse/cli/index.js"),
      url,
      "--output=json",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-path=${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  return JSON.parse(json) as LighthouseResult;
}

/**
 * Lighthouse now and then fails to record a trace ("NO_NAVSTART") on a loaded machine; such a run
 * is tried again, up to three times, and reported.
 */
function lighthouse(url: string): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`Lighthouse failed on ${url} (attempt ${attempt}), trying again`);
    }
  }
}

async function main() {
  const { rounds, build, pages } = options(process.argv.slice(2));
  const report: string[] = [];
  if (build) report.push(...buildTimes());
  for (const page of pages) {
    const { compressedBytes, files } = pageScriptWeight(publicDir, page);
    report.push(`${page}: ${compressedBytes} B of JavaScript in brotli, in ${files.length} files and the inline scripts (the budget test's count)`);
  }
  const server = await startSiteServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-")) });
  const runs: LighthouseRun[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        const run = readRun(page, lighthouse(`${server.url}${page}`));
        console.error(`round ${round}/${rounds} ${page}: performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms`);
        runs.push(run);
      }
    }
  } finally {
    await server.stop();
  }
  console.log([...report, "", `Lighthouse mobile, ${rounds} round(s), ${os.cpus().length} CPUs: median (lowest–highest)`, "", benchTable(runs)].join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
