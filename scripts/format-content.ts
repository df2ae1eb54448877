/**
 * Rewrites every content file in the layout the CMS writes (src/content/content-json.ts), so a later CMS
 * save changes only values. Any valid JSON layout is accepted everywhere; this only tidies diffs.
 * Usage: `npm run content:format [-- <folder>]` (content/ by default). A file that is not JSON stops
 * it before anything is written, naming the file.
 */
import path from "node:path";
import { formatContentFolder } from "../src/content/format-content-folder";

const { rewritten, total, unreadable } = formatContentFolder(path.resolve(process.argv[2] ?? path.join(__dirname, "../content")));
if (unreadable.length > 0) {
  console.error(`Not JSON, nothing rewritten:\n${unreadable.join("\n")}`);
  process.exit(1);
}
for (const file of rewritten) console.log(`rewrote ${file}`);
console.log(`${rewritten.length} of ${total} content files rewritten`);
