import path from "node:path";
import { API_HANDLERS } from "./api-handlers";
import { createApp, listen } from "./app";
import { ConfigError, serverConfig } from "./config";
import { startHousekeeping } from "./housekeeping";
import { closeDatabase } from "./data/open-database";
import { lodgeLocations } from "./sightings/lodge-context";
import { newsletterPagePath } from "./newsletter/result-path";
import { staffPagePath } from "./site-pages";
import { LANGUAGES } from "../lib/i18n/languages";
import { dataDirectory } from "./runtime-env";
import { StorageUnavailableError } from "./storage/s3-store";
import { UPLOAD_TEMP_FOLDER, uploadTempFolder } from "./storage/upload-temp";
import { closeFileStore, openSharedFileStore } from "./storage/open-file-store";
import { causeOf, checkWritableFolder, openWritableDatabase, StartupError } from "./startup-checks";
import { changedBuildProblem } from "./http/changed-since-build";

/** A step of the start that fails for a reason the operator can fix: one line, not a stack trace. */
function startupStep<T>(what: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new StartupError(`${what}: ${causeOf(error)}`);
  }
}

/** The production server for an existing build, started by main.ts once the content is known to be valid. */
async function main(): Promise<void> {
  const config = serverConfig();
  // Looked up now, so that a route an editor removed stops the server here rather than at the first mail.
  startupStep("A page the server links to cannot be found", () => [staffPagePath(), ...LANGUAGES.map((language) => newsletterPagePath(language))]);
  // Every folder the server writes to is tried, the database opened, migrated and written to, and
  // the bucket checked, before the port opens: a server that answers can store what it accepts.
  if (config.database.kind === "sqlite") await checkWritableFolder(config.database.dataDir, "The data folder (DATA_DIR)");
  if (config.files.kind === "disk") await checkWritableFolder(config.files.directory, "The file store folder (DATA_DIR/files)");
  if (config.mail.kind === "outbox") await checkWritableFolder(config.mail.directory, "The mail outbox (DATA_DIR/outbox)");
  const placesFile = process.env["EBIRD_LOCATIONS_FILE"];
  if (placesFile) startupStep(`The eBird places file (EBIRD_LOCATIONS_FILE) ${placesFile} cannot be used`, () => lodgeLocations());
  // The folder of uploads in progress is made, and what a killed process left in it removed, before
  // the port opens: a server that could not would take every photo only to fail it.
  await uploadTempFolder().catch((error: unknown) => {
    const folder = path.join(dataDirectory(), UPLOAD_TEMP_FOLDER);
    throw new StartupError(`The folder of uploads in progress (DATA_DIR/${UPLOAD_TEMP_FOLDER}) ${folder} cannot be prepared: ${causeOf(error)}`);
  });
  const db = await openWritableDatabase(config.database);
  const store = await openSharedFileStore(config.files).catch((error: unknown) => {
    if (error instanceof StorageUnavailableError || config.files.kind !== "disk") throw error;
    throw new StartupError(`The file store folder (DATA_DIR/files) ${config.files.directory} cannot be used: ${causeOf(error)}`);
  });
  // A public/ that a development server has written into since the build would send brotli and gzip
  // clients different files: refused, with what to run instead.
  const changedBuild = startupStep(`The built site (PUBLIC_DIR) ${config.publicDir} cannot be served`, () => changedBuildProblem(config.publicDir));
  if (changedBuild) throw new StartupError(changedBuild);
  const app = startupStep(`The built site (PUBLIC_DIR) ${config.publicDir} cannot be served`, () =>
    createApp({ publicDir: config.publicDir, api: API_HANDLERS }),
  );
  const server = await listen(app, config.port, config.host).catch((error: unknown) => {
    throw new StartupError(`The server cannot listen on ${config.host}:${config.port} (HOST, PORT): ${causeOf(error)}`);
  });
  const stopHousekeeping = startHousekeeping(db, store, { outbox: config.mail.kind === "outbox" ? config.mail.directory : undefined });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Jardim da Amazônia site on http://${config.host}:${port}/ (serving ${config.publicDir})`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    stopHousekeeping();
    server.close(() => void Promise.allSettled([closeDatabase(), closeFileStore()]).finally(() => process.exit(0)));
    // Keep-alive connections would hold close() open; they are dropped after a grace period.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StorageUnavailableError) console.error(`File storage error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Start-up error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
