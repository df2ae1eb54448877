import fs from "node:fs";
import { database } from "../src/server/data/open-database";
import { describeImport } from "../src/server/sightings/describe-import";
import { describeNamesImport } from "../src/server/sightings/describe-names";
import { importNames, MAX_TAXONOMY_BYTES } from "../src/server/sightings/import-names";
import { importLodgeExport, MAX_EBIRD_EXPORT_BYTES } from "../src/server/sightings/lodge-import";
import { databaseCommand } from "./database-command";

/**
 * `npm run sightings -- import FILE`: the lodge's "My eBird Data" export (CSV) into the database the
 * environment selects (DATABASE_URL, or the embedded one in DATA_DIR), as the staff area's upload does.
 * `npm run sightings -- names FILE`: eBird's taxonomy file (the eBird/Clements Checklist CSV) into the
 * names table, replacing it whole. Prints what was taken and what was refused; exits 1 when the file was refused whole.
 */
const USAGE = "usage: npm run sightings -- import FILE | names FILE";

function refuseLarge(file: string, limit: number): void {
  if (fs.statSync(file).size > limit) throw new Error(`${file} is larger than ${limit / 1024 / 1024} MB: nothing was imported`);
}

async function run(command: string | undefined, file: string | undefined): Promise<{ text: string; refused: boolean }> {
  if (!file) throw new Error(USAGE);
  if (command === "names") {
    refuseLarge(file, MAX_TAXONOMY_BYTES);
    const result = await importNames(await database(), fs.createReadStream(file));
    return { text: describeNamesImport(result), refused: !result.ok };
  }
  if (command !== "import") throw new Error(USAGE);
  refuseLarge(file, MAX_EBIRD_EXPORT_BYTES);
  const { result, publication } = await importLodgeExport(await database(), fs.createReadStream(file));
  const published = publication === undefined ? "" : `\nPublication: ${publication}`;
  return { text: describeImport(result) + published, refused: !result.ok };
}

async function main(): Promise<void> {
  const [command, file, extra] = process.argv.slice(2);
  await databaseCommand(async () => {
    if (extra !== undefined) throw new Error(USAGE);
    const { text, refused } = await run(command, file);
    (refused ? console.error : console.log)(text);
    if (refused) process.exitCode = 1;
  });
}

void main();
