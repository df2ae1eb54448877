import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { BROWSER_LODGE_INBOX, BROWSER_TEST_DATA_DIR } from "./tests/support/browser-data";

/**
 * Browser tests against the production server (`npm run serve`) of the build, in Debian's Chromium
 * (/usr/bin/chromium; never a downloaded browser). The port is picked free once, in the main
 * process, and inherited by the workers through the environment.
 */
if (!process.env.TEST_PORT) {
  // Each run starts from an empty database and file store: no rate limit or account left from the last.
  rmSync(BROWSER_TEST_DATA_DIR, { recursive: true, force: true });
  process.env.TEST_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
const port = Number(process.env.TEST_PORT);

export default defineConfig({
  testDir: "tests/browser",
  fullyParallel: true,
  workers: 2,
  // One retry: a few tests measure timing (popup fade, web vitals, tab teaser) and CI machines are
  // shared and noisy. A test that fails twice still fails the run, and one that needed its retry is
  // reported as "flaky" and counted in the closing line of .ci/run, so it is seen and fixed.
  retries: 1,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The field kit's worker would answer a page's requests before page.route() and the network
    // conditions of a test could see them; tests/browser/field-kit.test.ts, which tests the worker,
    // allows it.
    serviceWorkers: "block",
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --import tsx src/server/main.ts",
    url: `http://127.0.0.1:${port}/pt/`,
    reuseExistingServer: false,
    // Every page the tests open reports its web vitals here; `npm run vitals:report` summarizes them.
    // Mail goes to DATA_DIR/outbox, the lodge's captured inbox included; its links lead back to this
    // server. Each form test posts from an address of its own (X-Forwarded-For), so the per-address
    // limits of one test never refuse another's.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: BROWSER_TEST_DATA_DIR,
      SITE_URL: `http://127.0.0.1:${port}`,
      LODGE_INBOX: BROWSER_LODGE_INBOX,
      TRUST_PROXY: "true",
    },
    timeout: 120_000,
    stdout: "ignore",
  },
});
