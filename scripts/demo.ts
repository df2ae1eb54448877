import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumPath } from "../src/build/print-pdf";
import { siteContent } from "../src/content/content-store";
import { localizedPath } from "../src/lib/routing/routes";
import { DEMO_DATA_DIR, demoEnvironment, lodgeSettingsIn } from "../src/demo/demo-environment";
import { prepareDemo, type DemoData } from "../src/demo/prepare-demo";
import { describeImport } from "../src/server/sightings/describe-import";

/**
 * `npm run demo`: the site as a lodge with eBird records sees it, without the lodge's data. Fills
 * data/demo/ (src/demo/prepare-demo.ts: sample places, the sample export imported as staff import it,
 * a staff account), builds the site from it into public/ and serves it with the production server,
 * as `npm start` does with data/. `npm run demo -- --prepare` only fills the folder and says what it holds.
 */
const USAGE = "usage: npm run demo [-- --prepare]";
const root = process.cwd();

function summary(demo: DemoData): string {
  const places = JSON.parse(fs.readFileSync(demo.placesFile, "utf8")) as Array<{ locationId: string; trail: string | null }>;
  const folder = path.relative(root, demo.dataDir);
  return [
    `Demo data in ${folder}/ (the real data folder is left alone):`,
    `- eBird places (${path.relative(root, demo.placesFile)}): ${places.map((place) => `${place.locationId} ${place.trail ? `on the trail "${place.trail}"` : "off the trails"}`).join(", ")}`,
    `- eBird's names: ${demo.taxa} taxa from the sample taxonomy`,
    ...demo.imports.map(
      (report, index) => `- ${index === 0 ? "The sample export" : "Checklists of the last days"}:\n${describeImport(report).replace(/^/gm, "    ")}`,
    ),
    `- Staff account: ${demo.staff.name}, password ${demo.staff.password} (new on each run)`,
  ].join("\n");
}

/** The pages worth a look, at their addresses in both languages (from the route table, so renamed slugs follow). */
function pagesToVisit(base: string, staff: DemoData["staff"]): string[] {
  const content = siteContent();
  const route = (id: string) => content.routes.find((candidate) => candidate.id === id);
  const both = (id: string, rest: { pt: string; en: string } = { pt: "", en: "" }) => {
    const found = route(id);
    return found ? `${base}${localizedPath(found, "pt")}${rest.pt} and ${base}${localizedPath(found, "en")}${rest.en}` : `(no route "${id}")`;
  };
  const trail = content.trails[0];
  const login = route("login");
  return [
    `- the bird checklist: ${both("bird-checklist")}`,
    `- a trail's species likely this month: ${trail ? both("trails", { pt: `${trail.slug.pt}/`, en: `${trail.slug.en}/` }) : both("trails")}`,
    `- the staff area: sign in at ${login ? base + localizedPath(login, "en") : base} as "${staff.name}" with the password ${staff.password}`,
  ];
}

let running: ChildProcess | undefined;
// Ctrl-C reaches the build or the server as well as this process (one process group), and each
// stops by itself, which ends this one; a SIGTERM is sent to this process alone, so it is passed on.
process.on("SIGINT", () => {
  if (!running) process.exit(130);
});
process.on("SIGTERM", () => {
  if (running) running.kill("SIGTERM");
  else process.exit(143);
});

/** Runs a command of the project with the demo's environment, its output shown as it comes; resolves with its exit code. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    running = spawn(process.execPath, args, { env, stdio: "inherit" });
    running.on("error", reject);
    running.on("close", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const prepareOnly = args.length === 1 && args[0] === "--prepare";
  if (args.length > 0 && !prepareOnly) throw new Error(USAGE);
  // The checklist's PDF is printed by the build: say so now, not after the data is made and half a build has run.
  if (!prepareOnly && !fs.existsSync(chromiumPath()))
    throw new Error(`The build prints the checklist's PDF with Chromium, not found at ${chromiumPath()}: apt-get install chromium, or set CHROMIUM_PATH.`);

  const ignored = lodgeSettingsIn(process.env);
  if (ignored.length > 0) console.log(`Left out for the demo: ${ignored.join(", ")} (it uses only ${DEMO_DATA_DIR}/ and writes mail to its outbox).`);
  const demo = await prepareDemo({ root, dataDir: DEMO_DATA_DIR, trails: siteContent().trails.map((trail) => trail.id) });
  console.log(summary(demo));
  if (prepareOnly) return;

  const env = demoEnvironment(process.env, demo.dataDir);
  console.log(`\nBuilding the site from ${DEMO_DATA_DIR}/ into public/ (a few minutes)…`);
  const built = await run([require.resolve("gatsby/cli.js"), "build"], env);
  if (built !== 0) {
    process.exitCode = built;
    return;
  }
  const address = `http://${env["HOST"] ?? "127.0.0.1"}:${env["PORT"] ?? "9000"}`;
  console.log(
    ["", `Serving the demo (the server's first line gives its address; Ctrl-C stops it). To look at:`, ...pagesToVisit(address, demo.staff), ""].join("\n"),
  );
  process.exitCode = await run(["--import", "tsx", "src/server/main.ts"], env);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
