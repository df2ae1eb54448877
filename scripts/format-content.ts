/** Rewrites every content file in the form the CMS writes (src/content/content-json.ts), so a later CMS save changes only values. */
import fs from "node:fs";
import path from "node:path";
import { contentJson } from "../src/content/content-json";
import { filesUnder } from "../src/lib/files/files-under";

const contentDir = path.resolve(__dirname, "../content");
const files = filesUnder(contentDir, (name) => name.endsWith(".json")).filter((file) => !file.includes(`${path.sep}schemas${path.sep}`));
let changed = 0;
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const formatted = contentJson(JSON.parse(text));
  if (formatted === text) continue;
  fs.writeFileSync(file, formatted);
  changed += 1;
  console.log(`rewrote ${path.relative(contentDir, file)}`);
}
console.log(`${changed} of ${files.length} content files rewritten`);
