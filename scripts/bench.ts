/**
 * Benchmarks, not tests (the machines are noisy): first-load JavaScript per page and a Lighthouse
 * mobile run of the home and accommodations pages, against `gatsby serve` of the current build.
 * Usage: npm run build && npm run bench [-- /pt/ /en/accommodations/ ...]
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { pageScriptWeight } from "../src/content-pipeline/page-weight";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/pt/", "/pt/acomodacoes/"];

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string } | undefined>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  for (const page of pages) {
    const { gzippedBytes, files } = pageScriptWeight(publicDir, page);
    console.log(`${page}: ${(gzippedBytes / 1024).toFixed(1)} KB gzipped JavaScript in ${files.length} files`);
  }
  const port = await freePort();
  const server = spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], { cwd: root, stdio: "ignore", detached: true });
  try {
    await waitFor(`http://127.0.0.1:${port}/pt/`);
    for (const page of pages) {
      // Lighthouse runs in its own process: it serialises functions into the page, which must not
      // carry the helpers this script's TypeScript loader adds.
      const json = execFileSync(
        process.execPath,
        [
          require.resolve("lighthouse/cli/index.js"),
          `http://127.0.0.1:${port}${page}`,
          "--output=json",
          "--quiet",
          "--only-categories=performance,accessibility,best-practices,seo",
          `--chrome-path=${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      ).toString();
      const lhr = JSON.parse(json) as LighthouseResult;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      console.log(
        `${page} (Lighthouse mobile): performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}; LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`,
      );
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
