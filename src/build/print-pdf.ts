import fs from "node:fs";
import path from "node:path";

/** Debian's Chromium, or the one CHROMIUM_PATH names: Playwright never downloads a browser of its own here. */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string => env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A document to print: the file to write and the HTML to print into it. */
export interface PrintJob {
  file: string;
  html: string;
}

/**
 * Prints each page of HTML to an A4 PDF with one Chromium, tagged and with an outline for readers
 * of the screen. `purpose` names what needs the browser, so a machine without one is told what to
 * install rather than failing on a missing executable.
 */
export async function printPdfs(jobs: readonly PrintJob[], purpose: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const executablePath = chromiumPath(env);
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `${purpose} needs Chromium to print its PDF, and there is none at ${executablePath}. ` +
        "Install Debian's (`apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  // Loaded only to print: a build without a checklist, and the unit tests, never load the browser driver.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    for (const { file, html } of jobs) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.setContent(html, { waitUntil: "load" });
      await page.pdf({ path: file, format: "A4", printBackground: true, tagged: true, outline: true });
    }
  } finally {
    await browser.close();
  }
}
