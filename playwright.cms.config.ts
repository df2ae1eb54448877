import { defineConfig } from "@playwright/test";

/**
 * The CMS in a real browser: Decap CMS with the site's configuration, against the local backend of
 * `npm run cms` on a temporary copy of the project, then a build of that copy. One worker: the tests
 * follow one editor's session, and the build at the end uses both cores.
 */
export default defineConfig({
  testDir: "tests/cms",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
});
