import fs from "node:fs";
import path from "node:path";
import { DOCUMENTS_HASH_FILE, documentSources, documentsNotice, documentsStale, sourceHash } from "../src/build/documents";
import { loadContent } from "../src/content/load-content";
import { printPdfs } from "../src/build/print-pdf";

/**
 * `npm run documents`: prints the downloadable documents (content/documents/*.pdf) from content with
 * Debian's Chromium, and records the hash of their sources. Run it after editing the species, the
 * FAQ or site.json; the build says when it is due. The documents collection still needs its entries.
 *
 *   npm run documents -- --if-stale   prints only when the content changed since the last print
 *   npm run documents -- --check      prints nothing; fails when they are stale (for the deploy)
 */
async function main(argv: string[]) {
  const contentDir = path.resolve(__dirname, "../content");
  const content = loadContent(contentDir);
  const stale = documentsStale(content, contentDir);
  if (argv.includes("--check") || (argv.includes("--if-stale") && !stale)) {
    console.log(stale ? documentsNotice(content, contentDir) : "The printed documents are up to date.");
    if (stale && argv.includes("--check")) process.exitCode = 1;
    return;
  }
  const sources = documentSources(content);
  await printPdfs(
    sources.map(({ file, html }) => ({ file: path.join(contentDir, file), html })),
    "`npm run documents`",
  );
  for (const { file } of sources) console.log(`wrote content/${file}`);
  fs.writeFileSync(path.join(contentDir, DOCUMENTS_HASH_FILE), `${sourceHash(content)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
