import path from "node:path";
import { dataDirectory, type Env } from "../server/runtime-env";

/** Where `npm run demo` keeps its data: inside the git-ignored data/, beside the real data and apart from it. */
export const DEMO_DATA_DIR = "data/demo";
/** The demo's eBird places, in the form of site.json's `ebirdLocations` (EBIRD_LOCATIONS_FILE). */
export const DEMO_PLACES_FILE = "ebird-locations.json";

/**
 * Settings that lead to the lodge's own data or services: a shell that holds them (a staff member's,
 * set up to import into production) must not have the demo write to the lodge's database or bucket,
 * send mail for real, or start a deploy through the build hook. The demo drops them, so its database
 * is the embedded one in its folder and its mail goes to files in its outbox.
 */
export const LODGE_SETTINGS = [
  "DATABASE_URL",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "BUILD_HOOK_URL",
  "BUILD_HOOK_TOKEN",
  "SMTP_URL",
  "PUBLIC_DIR",
] as const;

/** The environment of the demo's import, build and server: `base` without the lodge's settings, pointed at the demo folder. */
export function demoEnvironment(base: Env, dataDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !(LODGE_SETTINGS as readonly string[]).includes(name)) env[name] = value;
  }
  env["DATA_DIR"] = dataDir;
  env["EBIRD_LOCATIONS_FILE"] = path.join(dataDir, DEMO_PLACES_FILE);
  return env;
}

/** The lodge settings `env` holds, which the demo will leave alone (to say so, not to hide it). */
export const lodgeSettingsIn = (env: Env): string[] => LODGE_SETTINGS.filter((name) => (env[name] ?? "").trim() !== "");

/**
 * Why the demo may not use `dataDir`, or null. Never the real data folder (DATA_DIR, else data/) nor a
 * folder that holds it, since each run empties the demo folder; and never a folder with files that an
 * earlier demo did not write (`marker` is the file a demo run leaves there first).
 */
export function demoFolderProblem(dataDir: string, env: Env, root: string, entries: readonly string[], marker: string): string | null {
  const real = dataDirectory(env, root);
  const inside = path.relative(path.resolve(root, dataDir), real);
  if (inside === "" || (!inside.startsWith("..") && !path.isAbsolute(inside)))
    return `${dataDir} is or holds the real data folder (${real}); the demo keeps its data apart, in ${DEMO_DATA_DIR}`;
  if (entries.length > 0 && !entries.includes(marker))
    return `${dataDir} holds files no demo wrote (no ${marker} in it): move them away or choose another folder`;
  return null;
}
