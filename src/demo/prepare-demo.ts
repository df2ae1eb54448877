import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../server/runtime-env";
import { lodgeDate } from "../lib/format/lodge-time";
import { addStaff } from "../server/auth/staff-accounts";
import { openDatabase } from "../server/data/open-database";
import type { Publication } from "../server/photos/build-hook";
import { importNames } from "../server/sightings/import-names";
import type { ImportReport } from "../server/sightings/import-sightings";
import { importLodgeExport } from "../server/sightings/lodge-import";
import { DEMO_PLACES_FILE, LODGE_SETTINGS, demoEnvironment, demoFolderProblem } from "./demo-environment";

/** The sample "My eBird Data" export and eBird taxonomy the test build also uses (places L1000001–L1000003, and one elsewhere). */
export const DEMO_EXPORT = "tests/fixtures/ebird/lodge-export.csv";
export const DEMO_TAXONOMY = "tests/fixtures/ebird/taxonomy.csv";
/** The file a demo run writes first into its folder: the next run may empty only a folder that has it. */
export const DEMO_MARKER = "DEMO-DATA.txt";
export const DEMO_STAFF_NAME = "demo";

export interface DemoOptions {
  /** The project's folder: the samples are read from it, and a relative `dataDir` starts there. */
  root: string;
  dataDir: string;
  /** The site's trail ids in their order: the sample's first two places lie on the first two trails. */
  trails: readonly string[];
  /** The environment before the demo's, which names the real data folder (DATA_DIR, else data/). */
  env?: Env;
  now?: number;
}

export interface DemoData {
  dataDir: string;
  placesFile: string;
  staff: { name: string; password: string };
  /** The import reports, as staff would read them: the sample export, then the recent checklists. */
  imports: ImportReport[];
  taxa: number;
  /** What the staff import answered about publishing: a demo never starts a deploy. */
  publications: Array<Publication | undefined>;
}

/**
 * The sample export's places, in site.json's `ebirdLocations` form. Made up for the demo alone: the
 * lodge's own list ships empty until the lodge gives its real Location IDs (docs/CONTENT.md).
 */
export function demoPlaces(trails: readonly string[]) {
  const area = { pt: "Jardim da Amazônia", en: "Jardim da Amazônia" };
  return [
    { locationId: "L1000001", trail: trails[0] ?? null, area },
    { locationId: "L1000002", trail: trails[1] ?? null, area },
    { locationId: "L1000003", trail: null, area },
  ];
}

/**
 * Checklists of the last days at the lodge (never before this month's first), so "the last 30 days"
 * and a trail's species most likely this month have something to show whatever the day of the demo:
 * on a trail, off the trails, and a sensitive species on a trail, which the pages must not place.
 */
export function recentChecklists(header: string, now: number): string {
  const today = lodgeDate(now);
  const back = Math.min(2, Number(today.slice(8, 10)) - 1);
  const day = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
  const line = (submission: string, common: string, scientific: string, order: number, location: string) =>
    `${submission},${common},${scientific},${order},1,BR-MT,São José do Rio Claro,${location},Jardim da Amazônia,-13.2700,-56.7200,${day},07:00 AM,eBird - Traveling Count,90,1,2.0,,2,,,,`;
  return [
    header,
    line("S299000001", "Toco Toucan", "Ramphastos toco", 14000, "L1000001"),
    line("S299000001", "Cone-billed Tanager", "Conothraupis mesoleuca", 30000, "L1000001"),
    line("S299000002", "Squirrel Cuckoo", "Piaya cayana", 3100, "L1000003"),
  ].join("\r\n");
}

/** Points this process at the demo folder and drops the lodge's settings: the staff import reads its places and build hook from here. */
function enterDemoEnvironment(dataDir: string): void {
  const demo = demoEnvironment(process.env, dataDir);
  for (const name of LODGE_SETTINGS) delete process.env[name];
  Object.assign(process.env, demo);
}

/**
 * Empties and fills the demo's data folder: the sample places, eBird's sample taxonomy and the sample
 * export imported through the staff's own import (`importLodgeExport`, as the staff area and
 * `npm run sightings` do), and a staff account with a new random password. Refuses the real data
 * folder and a folder no demo made. Leaves this process's environment pointed at the demo folder.
 */
export async function prepareDemo(options: DemoOptions): Promise<DemoData> {
  const dataDir = path.resolve(options.root, options.dataDir);
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  const problem = demoFolderProblem(dataDir, options.env ?? process.env, options.root, entries, DEMO_MARKER);
  if (problem) throw new Error(problem);
  enterDemoEnvironment(dataDir);

  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, DEMO_MARKER), "Made by `npm run demo`, which empties this folder and fills it again on each run.\n");
  const placesFile = path.join(dataDir, DEMO_PLACES_FILE);
  fs.writeFileSync(placesFile, `${JSON.stringify(demoPlaces(options.trails), null, 2)}\n`);

  const sample = path.join(options.root, DEMO_EXPORT);
  const [header = ""] = fs.readFileSync(sample, "utf8").split(/\r?\n/);
  const db = await openDatabase({ kind: "sqlite", dataDir });
  try {
    const names = await importNames(db, fs.createReadStream(path.join(options.root, DEMO_TAXONOMY)));
    if (!names.ok) throw new Error(`the sample taxonomy was refused: ${JSON.stringify(names)}`);
    const imports: ImportReport[] = [];
    const publications: Array<Publication | undefined> = [];
    for (const source of [fs.createReadStream(sample), [recentChecklists(header, options.now ?? Date.now())]]) {
      const { result, publication } = await importLodgeExport(db, source);
      if (!result.ok || result.checklistsTaken === 0) throw new Error(`the sample export was not imported: ${JSON.stringify(result)}`);
      imports.push(result);
      publications.push(publication);
    }
    const staff = { name: DEMO_STAFF_NAME, password: randomBytes(12).toString("base64url") };
    await addStaff(db, staff.name, staff.password);
    return { dataDir, placesFile, staff, imports, taxa: names.taxa, publications };
  } finally {
    await db.close();
  }
}
