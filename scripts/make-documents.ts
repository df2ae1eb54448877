import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { DOCUMENTS_HASH_FILE, documentSources, sourceHash } from "../src/build/documents";
import { loadContent } from "../src/content/load-content";

/**
 * `npm run documents`: prints the downloadable documents (content/documents/*.pdf) from content with
 * Debian's Chromium, and records the hash of their sources. Run it after editing the species, the
 * FAQ or site.json; the tests say when it is due. The documents collection still needs its entries.
 */
async function main() {
  const contentDir = path.resolve(__dirname, "../content");
  const content = loadContent(contentDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    for (const { file, html } of documentSources(content)) {
      await page.setContent(html, { waitUntil: "load" });
      await page.pdf({ path: path.join(contentDir, file), format: "A4", printBackground: true, tagged: true, outline: true });
      console.log(`wrote content/${file}`);
    }
  } finally {
    await browser.close();
  }
  fs.writeFileSync(path.join(contentDir, DOCUMENTS_HASH_FILE), `${sourceHash(content)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
